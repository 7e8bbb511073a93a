/**
 * The runtime flags `npm start` (root and apps/server) and the Dockerfile run the server with; the
 * bench forks its servers (the echo's too) with them, so it measures what production runs.
 * A young generation of 64 MB instead of V8's 16: a third as many scavenges, each shorter
 * (server README, Figures).
 */
export const SERVER_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
