/** Runs the `chorehouse` CLI in-process for tests, capturing what it writes. */
import { tmpdir } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { main } from '../main.js';

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

function capture() {
  const chunks: string[] = [];
  return { stream: new Writable({ write(chunk, _enc, done) { chunks.push(String(chunk)); done(); } }), text: () => chunks.join('') };
}

/** `stdin`: text piped to the command (for `text play`). */
export async function runCli(args: readonly string[], cwd: string = tmpdir(), stdin?: string): Promise<CliRun> {
  const out = capture(), err = capture();
  const code = await main([...args], { stdout: out.stream, stderr: err.stream, cwd, ...(stdin !== undefined ? { stdin: Readable.from([stdin]) } : {}) });
  return { code, out: out.text(), err: err.text() };
}
