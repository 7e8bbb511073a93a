/** In-process test servers that a test file starts, disposed after each test. */
import { afterEach } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/harness.js';

/** A `start` for this file's tests; what it started is disposed after each test, the last started first (a server restarted on its predecessor's directory closes its store before that directory goes). */
export function serversForEachTest(): (...args: Parameters<typeof startTestServer>) => Promise<TestServer> {
  let servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.reverse()) await s.dispose();
    servers = [];
  });
  return async (...args) => {
    const s = await startTestServer(...args);
    servers.push(s);
    return s;
  };
}
