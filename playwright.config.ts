/**
 * Browser tests (apps/web/e2e) on the Chromium the render package finds (`find-chromium.ts`):
 * CHROMIUM_PATH, the system's (/usr/bin/chromium; .ci/run installs Debian's package when it is
 * missing), else the optional npm package's, which `npm run test:browser`'s preflight
 * (tools/require-chromium.mjs) has unpacked. Playwright never downloads a browser here. WebGL runs on
 * SwiftShader.
 */
import { lookUpChromium } from '@chorehouse/render/headless';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.CHOREHOUSE_WEB_PORT ?? 4317);
const found = lookUpChromium();
// Without the preflight, a missing or still packed Chromium leaves the system path, and Playwright says it is not there.
const chromium = found.kind === 'found' ? found.chromium : null;

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'apps/web/test-results/playwright',
  timeout: 180_000,
  expect: { timeout: 60_000 },
  // Two spec files at a time: much of a browser test is waiting (for the server's timers, a
  // partner's move, a page load), so two overlap well even on 2 cores (5.7 min one at a time,
  // 4.1 min two at a time on the 2-core CI machine, 2026-11-27). Each spec file starts its own game
  // server on a free port, so files never share state.
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: chromium?.path ?? '/usr/bin/chromium',
      ...(chromium && Object.keys(chromium.env).length > 0 ? { env: { ...process.env, ...chromium.env } } : {}),
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--no-first-run', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: {
    // Serves the built apps/web/dist (npm test builds first).
    command: `npx vite preview --config apps/web/vite.config.ts apps/web --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/preview.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
