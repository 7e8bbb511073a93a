import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Generous: CI runs every package's tests on 2 cores; export on worker threads takes seconds there.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
