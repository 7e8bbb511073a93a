import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // The headless tests need the page script: bundle it first (what `npm run build` does).
    globalSetup: ['./scripts/vitest-setup.js'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
