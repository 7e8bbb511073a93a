/** A loopback port nothing listens on (one the system just gave out and took back), for tests of servers that cannot be reached. */
import { createServer, type AddressInfo } from 'node:net';

export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}
