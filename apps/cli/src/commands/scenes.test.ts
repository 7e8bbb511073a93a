import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

const run = (args: readonly string[]) => runCli(args);

describe('chorehouse scenes and episodes', () => {
  it('lists the floor plans of a split', async () => {
    const { code, out } = await run(['scenes', 'list', '--split', 'valid_unseen']);
    expect(code).toBe(0);
    expect(out).toMatch(/FloorPlan10\s+Kitchen\s+valid_unseen/);
    expect(out).toContain('4 floor plans');
  });

  it('says which tasks each room type can host', async () => {
    const { code, out } = await run(['scenes', 'tasks']);
    expect(code).toBe(0);
    expect(out).toMatch(/Make Coffee\s+30 \(30\)\s+-\s+-\s+-/);
  });

  it('renders a floor plan as a PNG', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'render-')), 'fp1.png');
    const { code } = await run(['scenes', 'render', '1', '--out', file]);
    expect(code).toBe(0);
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
  });

  it('generates episode files with a progress report, and refuses bad options', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'episodes-'));
    const { code, out, err } = await run(['episodes', 'generate', '--task', 'Boil Potato', '--split', 'valid_unseen', '--count', '3', '--out', dir]);
    expect(code).toBe(0);
    expect(out).toContain('wrote 3 valid_unseen episodes of "Boil X"');
    expect(err).toContain('episodes: 3/3');
    const files = readdirSync(dir);
    expect(files).toHaveLength(3);
    const episode = JSON.parse(readFileSync(join(dir, files[0]!), 'utf8')) as { format: string; floorPlan: number; task: { params: string[] } };
    expect(episode).toMatchObject({ format: 'chorehouse-episode', floorPlan: 10, task: { params: ['Potato'] } });
    expect((await run(['episodes', 'generate', '--task', 'Boil Potato', '--count', 'many', '--out', dir])).code).toBe(2);
    expect((await run(['episodes', 'generate', '--task', 'Make Coffee', '--split', 'valid_unseen', '--params', '[]', '--count', '1', '--out', dir, '--bogus'])).code).toBe(2);
  });
});
