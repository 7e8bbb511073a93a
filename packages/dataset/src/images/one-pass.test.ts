/**
 * `export games --images` in one pass: the frames drawn from the replay that wrote each game are the
 * frames `export images` draws from the game files afterwards, file for file and byte for byte, and
 * the game file is not read back.
 */
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { worldHash } from '@chorehouse/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import { fileSessionSource } from '../session/file-source.js';
import { sessionDocument } from '../session/recorded-session.js';
import { coffeeKitchen, coffeeScript, searchingScript } from '../testing/coffee-session.js';
import { scriptedSession } from '../testing/scripted-session.js';
import { exportGameImages, exportImages } from './export-images.js';
import type { FrameRenderer } from './frame-renderer.js';

/** A renderer whose bytes name exactly what it was asked to draw: the world, the camera, the mask. */
function tellingRenderer(): FrameRenderer {
  return {
    pages: 2,
    async render(r) {
      const text = JSON.stringify({ world: worldHash(r.world), camera: r.camera, mask: r.mask ?? null, size: r.size });
      return { image: new TextEncoder().encode(text), width: r.size, height: r.size };
    },
    async close() {},
  };
}

function files(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(root, p), readFileSync(p, 'base64'));
    }
  };
  walk(root);
  return out;
}

describe('export games --images in one pass', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dataset-one-pass-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('draws the frames two passes draw, without reading the game file back', async () => {
    const world = coffeeKitchen();
    const sessions = [
      scriptedSession(world, searchingScript(), { sessionId: 'one-a', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'valid_seen', gapMs: 1500 }),
      scriptedSession(world, coffeeScript(world), { sessionId: 'one-b', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'train', gapMs: 1000 }),
    ];
    writeFileSync(join(dir, 's.jsonl'), sessions.map((s) => JSON.stringify(sessionDocument(s.session))).join('\n') + '\n');
    const options = { views: ['driver', 'commander', 'targetobject'] as const, size: 900 };

    // Two passes: the game files, then their frames from the files.
    const two = join(dir, 'two');
    await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: two, instances: { edh: true, tfd: true } });
    await exportImages(two, tellingRenderer(), { outDir: two, ...options });

    // One pass: each game's frames from the replay that wrote it, with the file moved away meanwhile.
    const one = join(dir, 'one');
    let handed = 0;
    await exportGames(fileSessionSource(join(dir, 's.jsonl')), {
      outDir: one, instances: { edh: true, tfd: true },
      onGameWritten: async (g, replay) => {
        expect(replay).not.toBeNull();
        handed++;
        renameSync(g.path, `${g.path}.away`);
        const r = await exportGameImages({ path: g.path, split: g.split, gameId: g.gameId }, tellingRenderer(), { outDir: one, ...options }, replay!);
        renameSync(`${g.path}.away`, g.path);
        expect(r.ok).toBe(true);
      },
    });
    expect(handed).toBe(2);

    const a = files(two);
    const b = files(one);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect([...a.keys()].filter((k) => k.startsWith('images/')).length).toBeGreaterThan(100);
    for (const [k, v] of a) expect(b.get(k), k).toBe(v);
  });

  it('hands no replay over from worker threads (the images side reads the file back instead)', async () => {
    let replays = 0;
    let calls = 0;
    await exportGames(fileSessionSource(join(dir, 's.jsonl')), {
      outDir: join(dir, 'jobs'), jobs: 2,
      onGameWritten: async (_g, replay) => { calls++; if (replay) replays++; },
    });
    expect(calls).toBe(2);
    expect(replays).toBe(0);
  });
});
