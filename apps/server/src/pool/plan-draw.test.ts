import { describe, expect, it } from 'vitest';
import type { EpisodeSummary, PlanCount, PlanTask } from '@chorehouse/store';
import { pickPlannedEpisode, type CollectionPlan } from './plan-draw.js';

const ep = (id: string, benchmarkName: string, split: string, sessions = 0): EpisodeSummary => ({
  id, benchmarkName, taskName: benchmarkName, split, sessions, params: [], floorPlan: 1, seed: 1, worldHash: '', solutionSteps: 1, createdAt: 0,
});
const task = (name: string, over: Partial<PlanTask> = {}): PlanTask => ({ task: name, target: null, state: 'active', splits: {}, updatedAt: 0, ...over });
const count = (name: string, split: string, done: number, inPlay = 0): PlanCount => ({ task: name, split, done, inPlay, successes: 0 });

const POOL = [ep('c1', 'Coffee', 'train'), ep('c2', 'Coffee', 'valid_seen'), ep('s1', 'Salad', 'train'), ep('s2', 'Salad', 'valid_seen'), ep('t1', 'Toast', 'train')];
/** A fixed-seed generator (a linear congruential one), so ties break the same way on every run. */
const seeded = (seed: number) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const tasksDrawn = (plan: CollectionPlan) => new Set(Array.from({ length: 40 }, (_, i) => pickPlannedEpisode(POOL, plan, seeded(i + 1))?.benchmarkName ?? null));
const splitsDrawn = (plan: CollectionPlan) => new Set(Array.from({ length: 40 }, (_, i) => pickPlannedEpisode(POOL, plan, seeded(i + 1))?.split ?? null));

describe('pickPlannedEpisode', () => {
  it.each<[string, CollectionPlan, (string | null)[]]>([
    ['without a plan, every task', { tasks: [], counts: [] }, ['Coffee', 'Salad', 'Toast']],
    ['a paused or retired task is never drawn', { tasks: [task('Coffee', { state: 'paused' }), task('Toast', { state: 'retired' })], counts: [] }, ['Salad']],
    ['the targeted task furthest from its target first, untargeted ones after', {
      tasks: [task('Coffee', { target: 10 }), task('Salad', { target: 4 })], counts: [count('Coffee', 'train', 5), count('Salad', 'train', 1)],
    }, ['Salad']],
    ['sessions in play count against the target', {
      tasks: [task('Coffee', { target: 2 }), task('Salad', { target: 2 })], counts: [count('Coffee', 'train', 0, 1), count('Salad', 'train', 1, 1)],
    }, ['Coffee']],
    ['a task that met its target stops; untargeted tasks are drawn once no target is open', {
      tasks: [task('Coffee', { target: 2 }), task('Salad', { target: 1 })], counts: [count('Coffee', 'train', 2), count('Salad', 'valid_seen', 1)],
    }, ['Toast']],
    ['everything met, paused or retired: nothing is drawn', {
      tasks: [task('Coffee', { target: 1 }), task('Salad', { state: 'retired' }), task('Toast', { target: 0 })], counts: [count('Coffee', 'train', 1)],
    }, [null]],
  ])('%s', (_name, plan, expected) => {
    expect([...tasksDrawn(plan)].sort()).toEqual(expected);
  });

  it('draws a split toward its own target and stops it when met', () => {
    const coffee = (splits: Record<string, number>, counts: PlanCount[]): CollectionPlan => ({
      tasks: [task('Coffee', { splits }), task('Salad', { state: 'paused' }), task('Toast', { state: 'paused' })], counts,
    });
    expect(splitsDrawn(coffee({ valid_seen: 2 }, []))).toEqual(new Set(['valid_seen']));
    // The split's target met: the task's other split (no target of its own) is drawn.
    expect(splitsDrawn(coffee({ valid_seen: 2 }, [count('Coffee', 'valid_seen', 1, 1)]))).toEqual(new Set(['train']));
    expect(splitsDrawn(coffee({ valid_seen: 2, train: 1 }, [count('Coffee', 'valid_seen', 2), count('Coffee', 'train', 1)]))).toEqual(new Set([null]));
  });

  it('fills targets evenly as sessions finish, and stops at each', () => {
    const plan = { tasks: [task('Coffee', { target: 3 }), task('Salad', { target: 6 }), task('Toast', { state: 'retired' })], counts: [] as PlanCount[] };
    const done = new Map<string, number>();
    const random = seeded(7);
    const order: string[] = [];
    for (let i = 0; i < 12; i++) {
      const counts = [...done].map(([name, n]) => count(name, 'train', n));
      const e = pickPlannedEpisode(POOL, { ...plan, counts }, random);
      if (!e) break;
      order.push(e.benchmarkName);
      done.set(e.benchmarkName, (done.get(e.benchmarkName) ?? 0) + 1);
    }
    expect(Object.fromEntries(done)).toEqual({ Coffee: 3, Salad: 6 });
    // Never more than one session ahead of the even split: Salad twice for each Coffee.
    expect(order.slice(0, 3).sort()).toEqual(['Coffee', 'Salad', 'Salad']);
  });
});
