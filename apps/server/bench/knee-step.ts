/**
 * How much the knee search's next probe grows: by the p99's distance from the bound (doubling while
 * under an eighth of it, then by a half, a quarter, a tenth past half of it), and never past an
 * event loop 95 % busy, assuming its load grows with the sessions. The p99 stays low until the
 * machine or the loop runs out and then climbs fast (on 2 cores: 9-11 ms at 800 sessions, 75-105 at
 * 1,600, where 1,210 met the bound; on 16 cores: 12 ms at 3,125 sessions, 2 s at 6,250), so
 * doubling on a p99 of a fifth of the bound stepped over the knee.
 */
export function kneeStep(p99Ms: number, utilization: number, boundMs: number): number {
  const byLatency = p99Ms < boundMs / 8 ? 2 : p99Ms < boundMs / 4 ? 1.5 : p99Ms < boundMs / 2 ? 1.25 : 1.1;
  const byLoop = utilization > 0 ? Math.max(1.1, 0.95 / utilization) : 2;
  return Math.min(byLatency, byLoop);
}
