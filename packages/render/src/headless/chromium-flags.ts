/** How Chromium is started for headless frames: SwiftShader WebGL on a CPU machine, the GPU where one exists. */
import { existsSync } from 'node:fs';
import type { RendererGraphics } from './types.js';

/** As playwright.config.ts: no background traffic, nothing fetched. */
const QUIET = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-default-apps', '--mute-audio'];
const SOFTWARE = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu-compositing'];
const HARDWARE = ['--use-gl=angle', '--use-angle=vulkan', '--enable-features=Vulkan', '--ignore-gpu-blocklist', '--enable-gpu', '--enable-unsafe-webgpu'];

/** A GPU is there when the NVIDIA driver's device (or a DRM render node) is. */
export function gpuDetected(): boolean {
  return existsSync('/dev/nvidiactl') || existsSync('/dev/dri/renderD128');
}

/** A WebGL renderer string that names a CPU rasterizer rather than a GPU. */
export function softwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}

/** What draws the frames, as the CLI, the console and the benches say it: "the CPU: ANGLE (...SwiftShader...) in Chromium 156... (system: /usr/bin/chromium)" or "the GPU: ANGLE (NVIDIA ...) in ...". */
export function drawnOn(graphics: Pick<RendererGraphics, 'renderer' | 'software' | 'browser'>): string {
  return `the ${graphics.software ? 'CPU' : 'GPU'}: ${graphics.renderer} in ${graphics.browser}`;
}

export function chromiumArgs(gpu: boolean): string[] {
  return [...QUIET, ...(gpu ? HARDWARE : SOFTWARE)];
}

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * The Vulkan loader's variables that name the drivers to load. A GPU machine often sets one to its
 * driver's ICD; Chromium's SwiftShader is a Vulkan ICD too, found by the loader's own search, so
 * with one of these set "SwiftShader" quietly draws on the GPU (seen on an H100), or, where the
 * named file is missing, nothing draws at all.
 */
const VULKAN_DRIVER_VARIABLES = new Set(['VK_DRIVER_FILES', 'VK_ICD_FILENAMES', 'VK_ADD_DRIVER_FILES']);

/** Chromium's environment: the caller's, less the Vulkan driver list when drawing with SwiftShader. */
export function chromiumEnv(gpu: boolean, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (gpu || !VULKAN_DRIVER_VARIABLES.has(name))) out[name] = value;
  }
  return out;
}
