// Preflight of the browser tests: where no Chromium is found, say so in one line and how to get one,
// rather than Playwright's several lines about browsers it would download. Runs after the build.
import { chromiumProblem } from '@chorehouse/render/headless';

const { problem } = chromiumProblem();
if (problem) {
  console.error(`browser tests: ${problem}`);
  process.exit(1);
}
