/** How the console writes times, rates and floor plans. */

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h ? `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}` : `${m}:${String(sec).padStart(2, '0')}`;
}

/** Session time on the replay clock, to a tenth of a second (bot sessions last a second or two). */
export function formatPlayhead(ms: number): string {
  const tenths = Math.max(0, Math.floor(ms / 100));
  const m = Math.floor(tenths / 600);
  return `${m}:${((tenths % 600) / 10).toFixed(1).padStart(4, '0')}`;
}

export function formatAgo(ms: number): string {
  if (ms < 5_000) return 'just now';
  if (ms < 60_000) return `${Math.round(ms / 1000)} s ago`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min ago`;
  return `${Math.round(ms / 3_600_000)} h ago`;
}

export function formatClock(epochMs: number): string {
  return new Date(epochMs).toISOString().replace('T', ' ').slice(0, 16);
}

export function percent(rate: number | null): string {
  return rate === null || Number.isNaN(rate) ? '—' : `${Math.round(rate * 100)}%`;
}

/** AI2-THOR numbers its floor plans by room type: 1-30 kitchens, 201-230 living rooms, 301-330 bedrooms, 401-430 bathrooms. */
export function roomTypeOf(floorPlan: number): string {
  if (floorPlan >= 401) return 'Bathroom';
  if (floorPlan >= 301) return 'Bedroom';
  if (floorPlan >= 201) return 'Living room';
  if (floorPlan >= 1) return 'Kitchen';
  return 'Demo kitchen';
}

export function floorPlanName(floorPlan: number): string {
  return floorPlan > 0 ? `FloorPlan${floorPlan}` : 'demo kitchen';
}

export function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}
