/** The render page's entry point (bundled into dist/page/render-page.js): one FrameDrawer behind a global. */
import type { PageApi } from '../protocol.js';
import { FrameDrawer } from './frame-drawer.js';

const drawer = new FrameDrawer();
const api: PageApi = {
  draw: (req) => drawer.draw(req),
  graphics: () => drawer.graphics(),
};
globalThis.chorehouseFrames = api;
