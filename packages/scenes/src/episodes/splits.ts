/**
 * Dataset splits by floor plan, following ALFRED (thor-world.md 6.3): the unseen splits hold
 * floor plans no training episode uses; the seen splits reuse the training floor plans with other
 * arrangements (their episodes draw seeds from their own range, so they never repeat a training
 * episode).
 */
import { FLOOR_PLANS } from '../scene/room-types.js';

export const SPLIT_NAMES = ['train', 'valid_seen', 'valid_unseen', 'test_seen', 'test_unseen'] as const;
export type SplitName = (typeof SPLIT_NAMES)[number];

const VALID_UNSEEN = [10, 219, 308, 424];
const TEST_UNSEEN = [9, 29, 215, 226, 315, 325, 404, 425];
const TRAIN = FLOOR_PLANS.filter((f) => !VALID_UNSEEN.includes(f) && !TEST_UNSEEN.includes(f));

export const SPLITS: Readonly<Record<SplitName, readonly number[]>> = {
  train: TRAIN,
  valid_seen: TRAIN,
  valid_unseen: VALID_UNSEEN,
  test_seen: TRAIN,
  test_unseen: TEST_UNSEEN,
};

/** Seeds of different splits never meet: each split owns a range of 2^28 seeds. */
export function splitSeed(split: SplitName, k: number): number {
  return SPLIT_NAMES.indexOf(split) * 2 ** 28 + (k % 2 ** 28);
}

/** The split an unseen floor plan belongs to, else 'train' (which the seen splits share). */
export function floorPlanSplit(floorPlan: number): 'train' | 'valid_unseen' | 'test_unseen' {
  if (VALID_UNSEEN.includes(floorPlan)) return 'valid_unseen';
  if (TEST_UNSEEN.includes(floorPlan)) return 'test_unseen';
  return 'train';
}
