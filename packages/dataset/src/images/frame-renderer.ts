/** The headless renderer's API as the image export and the evaluation use it (packages/render). */
export type { FrameRenderer, FrameRequest, ObjectIdBuffer, RenderedFrame } from '@chorehouse/render/headless';
