import { describe, expect, it } from 'vitest';
import { consoleExportQuerySchema, EXPORT_FORMAT_NAMES, EXPORT_FORMATS, INSTANCE_KINDS, perInstanceKind } from './export-formats.js';

describe('export formats', () => {
  it('are one list: the games, and the instance kinds cut from them, each with its folder and file names', () => {
    expect(EXPORT_FORMAT_NAMES).toEqual(['games', 'edh', 'tfd']);
    expect(INSTANCE_KINDS).toEqual(['edh', 'tfd']);
    expect(perInstanceKind((k) => EXPORT_FORMATS[k].folder)).toEqual({ edh: 'edh_instances', tfd: 'tfd_instances' });
    const named = (file: string) => EXPORT_FORMAT_NAMES.filter((f) => EXPORT_FORMATS[f].file.test(file));
    expect(['a_1.game.json', 'a_1.edh3.json', 'a_1.tfd0.json', 'a_1.json'].map(named)).toEqual([['games'], ['edh'], ['tfd'], []]);
  });

  it('make the console\'s export query: a known kind, flags that default to false, filters within bounds', () => {
    expect(consoleExportQuerySchema.parse({ kind: 'edh' })).toEqual({
      kind: 'edh', includeUnsuccessful: false, includeBots: false, includePilot: false, includeRejected: false, frames: false,
    });
    expect(consoleExportQuerySchema.parse({ kind: 'games', frames: 'true', since: '2026-11-01', licence: ' CC-BY-NC-4.0 ' })).toMatchObject({ frames: true, since: '2026-11-01', licence: 'CC-BY-NC-4.0' });
    for (const bad of [{ kind: 'everything' }, {}, { kind: 'edh', frames: 'yes' }, { kind: 'edh', since: '1 Nov' }, { kind: 'edh', split: 'x'.repeat(41) }, { kind: 'edh', licence: 'two words' }]) {
      expect(consoleExportQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
