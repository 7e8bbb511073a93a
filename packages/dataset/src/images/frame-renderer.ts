/** The headless renderer's API as the image export and the evaluation use it (packages/render). */
import type { FrameRenderer as HeadlessRenderer } from '@chorehouse/render/headless';

export type { FrameRequest, ObjectIdBuffer, RenderedFrame } from '@chorehouse/render/headless';

/** What they need of a renderer: frames, and how many pages draw at once (not what draws them). */
export type FrameRenderer = Pick<HeadlessRenderer, 'pages' | 'render' | 'close'>;
