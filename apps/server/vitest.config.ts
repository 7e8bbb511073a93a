import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources (vitest runs tests in vite's SSR environment, which has its own conditions).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Integration tests boot servers and play whole sessions; a loaded 2-core machine needs the room.
  // Files run two at a time (vitest's default on 2 cores): turbo runs the packages' tests one package
  // at a time (root package.json), so nothing else competes for the cores. 145 s one file at a time,
  // 87-102 s two at a time on the 2-core CI machine (2026-11-27).
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 30_000 },
});
