import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The scenes commands read all 120 scenes and the variant table; on a loaded machine that takes seconds.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
