/** The render page's entry point (bundled into dist/page/render-page.js): one FrameDrawer behind a global. */
import { PAGE_GLOBAL, type PageFrameReply, type PageFrameRequest } from '../protocol.js';
import { FrameDrawer } from './frame-drawer.js';

const drawer = new FrameDrawer();
(globalThis as unknown as Record<string, unknown>)[PAGE_GLOBAL] = {
  draw: (req: PageFrameRequest): PageFrameReply => drawer.draw(req),
};
