import { describe, expect, it } from 'vitest';
import { snapshotObjects, worldHash } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { FLOOR_PLANS, roomTypeOfFloorPlan } from '../scene/room-types.js';
import { ROOM_TYPES } from '../scene/scene-file.js';
import { generateEpisode } from './generate-episode.js';
import { hostingTable } from './hosting.js';
import { SPLITS, splitSeed } from './splits.js';

const library = builtinLibrary();

describe('episodes', () => {
  const table = hostingTable();

  it('TEACh\'s room types: cooking in kitchens, Put All X in every room type', () => {
    const row = (name: string) => table.find((r) => r.benchmarkName === name)!;
    for (const cooking of ['Make Coffee', 'Boil Potato', 'Plate Of Toast', 'Sandwich', 'Salad', 'Breakfast', 'N Slices Of X In Y', 'N Cooked Slices Of X In Y']) {
      expect(row(cooking).byRoomType.Kitchen.floorPlans).toBe(30);
      expect(row(cooking).floorPlans.every((fp) => fp <= 30)).toBe(true);
    }
    for (const room of ROOM_TYPES) {
      expect(row('Put All X On Y').byRoomType[room].floorPlans).toBe(30);
      expect(row('Put All X In One Y').byRoomType[room].floorPlans).toBe(30);
    }
    expect(row('Clean All X').byRoomType.Bathroom.floorPlans).toBe(30);
  });

  // Every benchmark task, in every room type that hosts it, on a spread of floor plans and seeds.
  const cases = table.flatMap((row) => ROOM_TYPES.flatMap((room) => {
    const hosts = row.floorPlans.filter((fp) => roomTypeOfFloorPlan(fp) === room);
    const sample = hosts.filter((_, k) => k % Math.max(1, Math.floor(hosts.length / 4)) === 0).slice(0, 4);
    return sample.map((floorPlan) => [row.benchmarkName, room, floorPlan] as const);
  }));

  it.each(cases)('%s gets a valid episode in a %s (FloorPlan%i)', (task, _room, floorPlan) => {
    for (const seed of [1, 2]) {
      const r = generateEpisode({ floorPlan, task, seed }, library);
      if (!r.ok) throw new Error(`${r.code}: ${r.reason}`);
      const { world, task: t } = r.episode;
      const check = progressCheck(library, t.name, t.params, snapshotObjects(world));
      expect(check.ok && !check.result.success).toBe(true);
      expect(world.nav.walkable[0] === '0' || world.nav.walkable[0] === '1').toBe(true);
    }
  });

  it('is deterministic: same inputs, same episode; another seed, another arrangement', () => {
    const a = generateEpisode({ floorPlan: 12, task: 'Make Coffee', seed: 5 }, library);
    const b = generateEpisode({ floorPlan: 12, task: 'Make Coffee', seed: 5 }, library);
    const c = generateEpisode({ floorPlan: 12, task: 'Make Coffee', seed: 6 }, library);
    if (!a.ok || !b.ok || !c.ok) throw new Error('generation failed');
    expect(b.episode).toEqual(a.episode);
    expect(worldHash(a.episode.world)).toBe(a.episode.worldHash);
    expect(c.episode.worldHash).not.toBe(a.episode.worldHash);
    expect(a.episode.id).toBe('FloorPlan12-coffee-s5');
  });

  it('randomises placements, copies and states the way TEACh prepared games', () => {
    const seen = { spawned: 0, dirty: 0, filled: 0, hidden: 0 };
    for (let seed = 0; seed < 10; seed++) {
      const r = generateEpisode({ floorPlan: 5, task: 'Make Coffee', seed }, library);
      if (!r.ok) throw new Error(r.reason);
      const mugs = r.episode.world.objects.filter((o) => o.objectType === 'Mug');
      seen.spawned += r.episode.spawned.length;
      seen.dirty += mugs.filter((m) => m.isDirty).length;
      seen.filled += mugs.filter((m) => m.isFilledWithLiquid).length;
      seen.hidden += r.episode.world.objects.filter((o) => o.pickupable && o.parentId !== null && /Cabinet|Fridge|Drawer|Microwave/.test(o.parentId)).length;
      expect(mugs.length).toBeGreaterThanOrEqual(1);
      expect(mugs.length).toBeLessThanOrEqual(3);
    }
    expect(seen.spawned).toBeGreaterThan(0);
    expect(seen.dirty).toBeGreaterThan(0);
    expect(seen.filled).toBeGreaterThan(0);
    expect(seen.hidden).toBeGreaterThan(0);
  });

  it('explains why a floor plan cannot host a task', () => {
    const bathroom = generateEpisode({ floorPlan: 401, task: 'Make Coffee', seed: 1 }, library);
    expect(bathroom).toMatchObject({ ok: false, code: 'scene/missing-objects' });
    expect(generateEpisode({ floorPlan: 1, task: 'Fly To The Moon', seed: 1 }, library)).toMatchObject({ ok: false, code: 'task/unknown' });
    expect(generateEpisode({ floorPlan: 1, task: 'Boil X', params: [], seed: 1 }, library)).toMatchObject({ ok: false, code: 'task/params' });
  });

  it('splits follow ALFRED: unseen floor plans never appear in training', () => {
    const unseen = [...SPLITS.valid_unseen, ...SPLITS.test_unseen];
    expect(unseen.sort((x, y) => x - y)).toEqual([9, 10, 29, 215, 219, 226, 308, 315, 325, 404, 424, 425]);
    expect(SPLITS.train.some((f) => unseen.includes(f))).toBe(false);
    expect(new Set([...SPLITS.train, ...unseen]).size).toBe(FLOOR_PLANS.length);
    expect(splitSeed('valid_seen', 3)).not.toBe(splitSeed('train', 3));
  });
});
