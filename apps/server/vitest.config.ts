import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Integration tests boot servers and play whole sessions; a loaded 2-core machine needs the room.
  // Files run side by side like every package's: `npm test` runs the packages one at a time, each
  // with a worker per core (`--maxWorkers=100%`; vitest's own default leaves a core out, so 1 on 2
  // cores): on the 2-core CI machine two at a time take about two thirds of one at a time.
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 30_000 },
});
