import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from './nav-slice.js';

describe('routes', () => {
  it.each([
    ['', { page: 'sessions', id: null }],
    ['#/workers', { page: 'workers', id: null }],
    ['#/spectate/abc-123', { page: 'spectate', id: 'abc-123' }],
    ['#/replay/a%2Fb', { page: 'replay', id: 'a/b' }],
    ['#/nonsense', { page: 'sessions', id: null }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('round-trips', () => {
    expect(parseRoute(routeHash({ page: 'replay', id: 'x y/z' }))).toEqual({ page: 'replay', id: 'x y/z' });
  });
});
