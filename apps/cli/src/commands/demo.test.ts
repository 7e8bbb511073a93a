import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

describe('chorehouse demo', () => {
  it('makes coffee and reports the task done', async () => {
    const { code, out, err } = await runCli(['demo']);
    expect(code).toBe(0);
    expect(out).toContain('Progress Check: "Make coffee in a clean mug." done.');
    expect(out).toContain('Turned on the coffee machine.');
    expect(err).toBe('');
  });

  it('prints one JSON document with --json', async () => {
    const { code, out } = await runCli(['demo', '--json']);
    expect(code).toBe(0);
    const doc = JSON.parse(out);
    expect(doc.before.success).toBe(0);
    expect(doc.after.success).toBe(1);
    expect(doc.actions).toHaveLength(8);
  });

  it('rejects unknown options with exit code 2', async () => {
    const { code, err } = await runCli(['demo', '--fast']);
    expect(code).toBe(2);
    expect(err).toMatch(/Unknown option '--fast'/);
  });
});
