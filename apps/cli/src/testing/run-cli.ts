/** Runs the `chorehouse` CLI in-process for tests, capturing what it writes. */
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
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

export async function runCli(args: readonly string[], cwd: string = tmpdir()): Promise<CliRun> {
  const out = capture(), err = capture();
  const code = await main([...args], { stdout: out.stream, stderr: err.stream, cwd });
  return { code, out: out.text(), err: err.text() };
}
