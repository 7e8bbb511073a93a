// Preflight of the browser tests: find the Chromium they run (the rule of the render package's
// find-chromium.ts), unpacking the npm package's when it is the one, which Playwright's config then
// finds; where there is none, say so in one line and how to get one, rather than Playwright's several
// lines about browsers it would download. Runs after the build.
import { prepareChromium } from '@chorehouse/render/headless';

const { chromium, problem } = await prepareChromium();
if (problem !== null) {
  console.error(`browser tests: ${problem}`);
  process.exit(1);
}
if (chromium.source === 'npm') console.error(`browser tests: Chromium from the npm package (${chromium.path})`);
