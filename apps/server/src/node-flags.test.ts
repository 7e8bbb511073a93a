import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const startScript = (packageJson: string) => (JSON.parse(read(packageJson)) as { scripts: { start: string } }).scripts.start;

describe('SERVER_NODE_FLAGS', () => {
  it('are on every command line that starts the server', () => {
    const dockerCmd = JSON.parse(/^CMD (.*)$/m.exec(read('../Dockerfile'))![1]!) as string[];
    const starts = {
      'package.json (root) start': startScript('../../../package.json'),
      'apps/server/package.json start': startScript('../package.json'),
      'Dockerfile CMD': dockerCmd.join(' '),
    };
    for (const [where, command] of Object.entries(starts)) {
      const server = /node((?: --\S+)*) (?:apps\/server\/)?dist\/main\.js/.exec(command);
      expect(server, `${where} runs node on dist/main.js`).not.toBeNull();
      expect(server![1]!.trim().split(' ').filter(Boolean), where).toEqual([...SERVER_NODE_FLAGS]);
    }
  });
});
