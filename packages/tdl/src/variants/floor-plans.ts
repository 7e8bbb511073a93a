/** AI2-THOR floor plan numbers: room types (TEACh's world_type) and compact range lists. */

export type RoomType = 'Kitchen' | 'Living room' | 'Bedroom' | 'Bathroom';

/** 1-30 kitchens, 201-230 living rooms, 301-330 bedrooms, 401-430 bathrooms. */
export function roomTypeOf(floorPlan: number): RoomType | null {
  const base = Math.floor(floorPlan / 100);
  const index = floorPlan % 100;
  if (index < 1 || index > 30) return null;
  switch (base) {
    case 0: return 'Kitchen';
    case 2: return 'Living room';
    case 3: return 'Bedroom';
    case 4: return 'Bathroom';
    default: return null;
  }
}

/** [1,2,3,5,201] -> "1-3,5,201". */
export function encodeFloorPlans(floorPlans: readonly number[]): string {
  const sorted = [...new Set(floorPlans)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** "1-3,5,201" -> [1,2,3,5,201]. */
export function decodeFloorPlans(ranges: string): number[] {
  if (ranges === '') return [];
  return ranges.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) return [];
    const end = to ?? from;
    return Array.from({ length: end - from + 1 }, (_, k) => from + k);
  });
}
