/** Node only: frames of a world drawn by the render package in headless Chromium (never bundled for the browser). */
export { launchFrameRenderer, PAGE_SCRIPT } from './launch.js';
export { noChromiumMessage, RendererUnavailable, type RendererUnavailableReason } from './renderer-unavailable.js';
export { lookUpChromium, machinePlaces, prepareChromium, type ChromiumLookup, type ChromiumPlaces, type ChromiumSource, type ChromiumWant, type FoundChromium, type PreparedChromium } from './find-chromium.js';
export { NPM_CHROMIUM_PACKAGE } from './npm-chromium.js';
export { chromiumArgs, chromiumEnv, drawnOn, gpuDetected, softwareRenderer } from './chromium-flags.js';
export type { FrameRenderer, FrameRequest, HighlightKind, LaunchOptions, ObjectIdBuffer, PageSteps, RenderedFrame, RendererGraphics } from './types.js';
export { checkClick, clickWindowShows, type ClickCheck } from './click-agreement.js';
