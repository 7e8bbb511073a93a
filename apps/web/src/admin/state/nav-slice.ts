/** Which page is open, kept in the URL's hash so reloads and the back button work (ids only, never the token). */
import type { Slice } from './console-state.js';

export const PAGES = ['sessions', 'workers', 'pool', 'plan', 'review', 'data', 'replay', 'spectate'] as const;
export type Page = (typeof PAGES)[number];

export interface Route {
  readonly page: Page;
  /** The session a spectate or replay page shows. */
  readonly id: string | null;
}

export function parseRoute(hash: string): Route {
  const [page, id] = hash.replace(/^#\/?/, '').split('/');
  const known = PAGES.find((p) => p === page);
  return { page: known ?? 'sessions', id: id ? decodeURIComponent(id) : null };
}

export function routeHash(route: Route): string {
  return `#/${route.page}${route.id ? `/${encodeURIComponent(route.id)}` : ''}`;
}

export interface NavSlice {
  readonly route: Route;
  readonly navigate: (route: Route) => void;
  /** Called by the hashchange listener. */
  readonly routeChanged: (hash: string) => void;
}

export const createNavSlice: Slice<NavSlice> = (set) => ({
  route: parseRoute(typeof location === 'undefined' ? '' : location.hash),
  navigate: (route) => {
    const hash = routeHash(route);
    if (typeof location !== 'undefined' && location.hash !== hash) location.hash = hash;
    set({ route });
  },
  routeChanged: (hash) => set({ route: parseRoute(hash) }),
});
