import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The contract suite runs against SQLite files and a live PostgreSQL; a loaded 2-core machine needs the room.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 30_000 },
});
