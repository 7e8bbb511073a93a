/**
 * The V8 flags the game server runs with: `npm start` (root and this package), the Dockerfile and
 * the bench's game server all pass them (node-flags.test.ts keeps them in step).
 *
 * `--max-semi-space-size=32`: a young generation of up to 2 x 32 MB instead of 2 x 16 MB. Each
 * message's garbage dies young, so the young generation's collections, and the pauses of the event
 * loop they bring, come about half as often, at the price of up to 32 MB more memory; a larger space
 * made each pause longer at high session counts. The flag has to be on node's command line (or in
 * NODE_OPTIONS): V8 sizes its heap before any of our code runs.
 *
 * `--v8-pool-size=1`: one thread for V8's background work (concurrent marking, the scavenges'
 * parallel helpers, sweeping) instead of node's four. Every session runs on the one event loop;
 * four collector threads beside it, on a machine of two cores, took those cores from it whenever
 * the old generation was marked, and the event loop stood still around each mark-compact for
 * several times the pause itself. With one thread the loop's longest stalls roughly halved, at the
 * price of more main-thread time in scavenges; two threads stood between. The measurements behind
 * both flags are in apps/server/docs/latency-log.md; `npm run bench` prints the figures today.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32', '--v8-pool-size=1'];
