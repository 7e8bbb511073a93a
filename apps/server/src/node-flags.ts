/**
 * The V8 flags the game server runs with: `npm start` (root and this package), the Dockerfile and
 * the bench's game server all pass them (node-flags.test.ts keeps them in step).
 *
 * `--max-semi-space-size=32`: a young generation of up to 2 x 32 MB instead of 2 x 16 MB. Each
 * message's garbage dies young, so the collections of the young generation halve (25 to 12 in the
 * bench's 200-session phase) and their pauses stop the event loop half as often, at the price of
 * up to 32 MB more memory. 64 MB halved them again but made each pause longer past 1,000 sessions
 * (apps/server/docs/latency-log.md, "2026-11-26"). The flag has to be on node's command line (or in
 * NODE_OPTIONS): V8 sizes its heap before any of our code runs.
 *
 * `--v8-pool-size=1`: one thread for V8's background work (concurrent marking, the scavenges'
 * parallel helpers, sweeping) instead of node's four. Every session runs on the one event loop;
 * four collector threads beside it, on a machine of two cores, took those cores from it whenever
 * the old generation was marked: on the bench's 2-core machine at 1,600 sessions the event loop
 * stood still for 47-64 ms around each mark-compact (pauses of 10-15 ms themselves) and every
 * probe missed p99 < 50 ms (53-75 ms, eight runs); with one thread the loop's longest stall was
 * 21-38 ms and the probes gave 12-37 ms (seven runs), at the price of about a quarter more
 * main-thread time in scavenges (apps/server/docs/latency-log.md, 2026-11-27). Two threads stood between.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32', '--v8-pool-size=1'];
