/** AI2-THOR's numbering: 1-30 kitchens, 201-230 living rooms, 301-330 bedrooms, 401-430 bathrooms. */
import type { RoomType } from './scene-file.js';

const BY_HUNDRED: Readonly<Record<number, RoomType>> = { 0: 'Kitchen', 2: 'LivingRoom', 3: 'Bedroom', 4: 'Bathroom' };

/** The 120 floor plans, in order. */
export const FLOOR_PLANS: readonly number[] = [0, 200, 300, 400].flatMap((base) => Array.from({ length: 30 }, (_, k) => base + k + 1));

export function roomTypeOfFloorPlan(floorPlan: number): RoomType | null {
  const index = floorPlan % 100;
  if (!Number.isInteger(floorPlan) || index < 1 || index > 30) return null;
  return BY_HUNDRED[Math.floor(floorPlan / 100)] ?? null;
}

/** TEACh's world_type strings (thor-world.md 6.1). */
export const TEACH_WORLD_TYPE: Readonly<Record<RoomType, string>> = {
  Kitchen: 'Kitchen', LivingRoom: 'Living room', Bedroom: 'Bedroom', Bathroom: 'Bathroom',
};
