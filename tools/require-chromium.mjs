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
// A machine without fontconfig draws the pages' text in the package's one font (Open Sans), whose widths
// are not DejaVu Sans's (the pages' font): screens.spec.ts then finds two Commander buttons cut off at 1024x520.
if (chromium.env.FONTCONFIG_FILE) console.error('browser tests: no fonts on this machine (no /etc/fonts/fonts.conf), so text is drawn in the npm Chromium\'s Open Sans and the 1024x520 layout check fails: apt-get install fonts-dejavu-core');
