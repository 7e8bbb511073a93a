import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Integration tests boot servers and play whole sessions; a loaded 2-core machine needs the room.
  // One file at a time: each boots servers and plays whole sessions, and the other packages' tests
  // run beside these under turbo on the same cores.
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 30_000, fileParallelism: false },
});
