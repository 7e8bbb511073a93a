import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Whole-library and all-scenes checks take seconds; a loaded 2-core machine must not time them out.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
