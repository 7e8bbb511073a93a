import { describe, expect, it } from 'vitest';
import { TAR_END, tarEntry } from './tar-stream.js';

const text = (b: Buffer, from: number, len: number) => b.subarray(from, from + len).toString('ascii').replace(/\0.*$/s, '');

describe('tarEntry', () => {
  it.each([
    ['games/train/0123456789abcdef_0a1b.game.json', 'games/train/0123456789abcdef_0a1b.game.json', ''],
    [`edh_instances/valid_unseen/${'x'.repeat(90)}.json`, `${'x'.repeat(90)}.json`, 'edh_instances/valid_unseen'],
  ])('%s: name and prefix, size, checksum, padding', (path, name, prefix) => {
    const body = Buffer.from('{"a":1}\n');
    const entry = tarEntry(path, body, 1_700_000_000_000);
    expect(entry.length).toBe(1024);
    expect([text(entry, 0, 100), text(entry, 345, 155)]).toEqual([name, prefix]);
    expect(parseInt(text(entry, 124, 12), 8)).toBe(body.length);
    expect(text(entry, 257, 6)).toBe('ustar');
    let sum = 0;
    for (const [i, b] of entry.subarray(0, 512).entries()) sum += i >= 148 && i < 156 ? 32 : b;
    expect(parseInt(text(entry, 148, 8), 8)).toBe(sum);
    expect(entry.subarray(512, 512 + body.length).equals(body)).toBe(true);
  });

  it('refuses a file name ustar cannot hold', () => {
    expect(() => tarEntry(`a/${'y'.repeat(120)}`, Buffer.alloc(0), 0)).toThrow(/too long/);
  });

  it('ends with two zero blocks', () => {
    expect(TAR_END.length).toBe(1024);
    expect(TAR_END.every((b) => b === 0)).toBe(true);
  });
});
