import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Generous: CI runs every package's tests on 2 cores, and the heavier ones (whole scenes, fast-check runs) take seconds.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
