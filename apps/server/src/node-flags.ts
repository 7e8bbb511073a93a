/**
 * The V8 flags the game server runs with: `npm start` (root and this package), the Dockerfile and
 * the bench's game server all pass them (node-flags.test.ts keeps them in step).
 *
 * `--max-semi-space-size=32`: a young generation of up to 2 x 32 MB instead of 2 x 16 MB. Each
 * message's garbage dies young, so the collections of the young generation halve (25 to 12 in the
 * bench's 200-session phase) and their pauses stop the event loop half as often, at the price of
 * up to 32 MB more memory. 64 MB halved them again but made each pause longer past 1,000 sessions
 * (apps/server/README.md, "2026-11-26"). The flag has to be on node's command line (or in
 * NODE_OPTIONS): V8 sizes its heap before any of our code runs.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
