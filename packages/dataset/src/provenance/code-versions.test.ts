import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROTOCOL_VERSION } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { codeCommit, codeVersions, contentVersion, UNKNOWN_VERSION } from './code-versions.js';

describe('code versions', () => {
  it('hashes a part\'s sources: a changed rule gives a new version, a test file or a file elsewhere does not', () => {
    const root = mkdtempSync(join(tmpdir(), 'versions-'));
    mkdirSync(join(root, 'src', 'rules'), { recursive: true });
    writeFileSync(join(root, 'src', 'rules', 'sinks.ts'), 'export const fill = 1;\n');
    const before = contentVersion(root, ['src/rules']);
    expect(before).toMatch(/^sha256:[0-9a-f]{12}$/);
    writeFileSync(join(root, 'src', 'rules', 'sinks.test.ts'), 'it()');
    writeFileSync(join(root, 'src', 'other.ts'), 'x');
    expect(contentVersion(root, ['src/rules'])).toBe(before);
    writeFileSync(join(root, 'src', 'rules', 'sinks.ts'), 'export const fill = 2;\n');
    expect(contentVersion(root, ['src/rules'])).not.toBe(before);
    expect(contentVersion(root, ['src/none'])).toBe(UNKNOWN_VERSION);
  });

  it('names every part of the code running now', () => {
    const v = codeVersions();
    expect(v.protocol).toBe(String(PROTOCOL_VERSION));
    for (const part of ['rules', 'catalog', 'geometry', 'taskLibrary', 'renderer'] as const) expect(v[part], part).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(new Set([v.rules, v.catalog, v.geometry, v.taskLibrary, v.renderer]).size).toBe(5);
    expect(v.commit).toMatch(/^([0-9a-f]{40}(-dirty)?|unknown)$/);
  });

  it('takes the commit from CHOREHOUSE_COMMIT, else git, else says unknown', () => {
    expect(codeCommit({ CHOREHOUSE_COMMIT: 'abc123' })).toBe('abc123');
    expect(codeCommit({}, tmpdir())).toBe(UNKNOWN_VERSION);
  });
});
