/** How Chromium is started for headless frames: SwiftShader WebGL on a CPU machine, the GPU where one exists. */
import { existsSync } from 'node:fs';

/** As playwright.config.ts: no background traffic, nothing fetched. */
const QUIET = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-default-apps', '--mute-audio'];
const SOFTWARE = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu-compositing'];
const HARDWARE = ['--use-gl=angle', '--use-angle=vulkan', '--enable-features=Vulkan', '--ignore-gpu-blocklist', '--enable-gpu', '--enable-unsafe-webgpu'];

/** A GPU is there when the NVIDIA driver's device (or a DRM render node) is. */
export function gpuDetected(): boolean {
  return existsSync('/dev/nvidiactl') || existsSync('/dev/dri/renderD128');
}

export function chromiumArgs(gpu: boolean): string[] {
  return [...QUIET, ...(gpu ? HARDWARE : SOFTWARE)];
}

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
