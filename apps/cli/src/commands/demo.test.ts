import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';

function capture() {
  const chunks: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { chunks.push(String(chunk)); done(); } });
  return { stream, text: () => chunks.join('') };
}

describe('chorehouse demo', () => {
  it('makes coffee and reports the task done', async () => {
    const out = capture();
    const err = capture();
    const code = await main(['demo'], { stdout: out.stream, stderr: err.stream, cwd: process.cwd() });
    expect(code).toBe(0);
    expect(out.text()).toContain('Progress Check: "Make coffee in a clean mug." done.');
    expect(out.text()).toContain('Turned on the coffee machine.');
    expect(err.text()).toBe('');
  });

  it('prints one JSON document with --json', async () => {
    const out = capture();
    const code = await main(['demo', '--json'], { stdout: out.stream, stderr: capture().stream, cwd: process.cwd() });
    expect(code).toBe(0);
    const doc = JSON.parse(out.text());
    expect(doc.before.success).toBe(0);
    expect(doc.after.success).toBe(1);
    expect(doc.actions).toHaveLength(8);
  });

  it('rejects unknown options with exit code 2', async () => {
    const err = capture();
    expect(await main(['demo', '--fast'], { stdout: capture().stream, stderr: err.stream, cwd: process.cwd() })).toBe(2);
    expect(err.text()).toMatch(/Unknown option '--fast'/);
  });
});
