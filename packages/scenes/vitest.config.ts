import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Whole-library and all-scenes checks take seconds; a loaded 2-core machine must not time them out.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
