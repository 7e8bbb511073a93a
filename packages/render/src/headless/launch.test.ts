/**
 * How the headless renderer starts: it says what draws its frames, draws on SwiftShader when asked
 * even where the environment names a GPU's Vulkan driver, and fails plainly when WebGL
 * cannot be had or the GPU asked for is not what draws.
 */
import { createDemoKitchen, followerCamera } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { gpuDetected } from './chromium-flags.js';
import { launchFrameRenderer } from './launch.js';
import { RendererUnavailable } from './renderer-unavailable.js';

const world = createDemoKitchen();

describe('launchFrameRenderer', () => {
  it('without a Chromium at the path says so as typed data, with how to get one, before the driver starts', async () => {
    const err = await launchFrameRenderer({ pages: 1, executablePath: '/nonexistent/chromium' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RendererUnavailable);
    expect(err).toMatchObject({ reason: 'no_chromium', message: 'no Chromium at /nonexistent/chromium: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary' });
  });

  it('draws with SwiftShader though VK_DRIVER_FILES names a driver (a GPU machine\'s setting hid SwiftShader\'s ICD)', async () => {
    const before = process.env.VK_DRIVER_FILES;
    process.env.VK_DRIVER_FILES = '/nonexistent/vulkan/icd.d/gpu_icd.json';
    try {
      const renderer = await launchFrameRenderer({ pages: 1, gpu: false });
      try {
        expect(renderer.graphics).toMatchObject({ software: true, renderer: expect.stringMatching(/SwiftShader/) });
        const frame = await renderer.render({ world, camera: followerCamera(world), size: 64 });
        expect([...frame.image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      } finally {
        await renderer.close();
      }
    } finally {
      if (before === undefined) delete process.env.VK_DRIVER_FILES;
      else process.env.VK_DRIVER_FILES = before;
    }
  });

  // It used to wait for the page's global until a 30 s timeout, and said only that.
  it('says plainly that the page could not start when WebGL cannot be had, with the page\'s own error', async () => {
    await expect(launchFrameRenderer({ pages: 1, gpu: false, args: ['--disable-gpu', '--disable-software-rasterizer'] }))
      .rejects.toThrow(/the render page did not start \(no WebGL\?\): .*WebGL context/);
  });

  // Without a GPU, Chromium's GPU switches give SwiftShader or, some of the time, a context that is already lost.
  it.skipIf(gpuDetected())('refuses to pass SwiftShader, or a lost context, off as the GPU that was asked for', async () => {
    await expect(launchFrameRenderer({ pages: 1, gpu: true })).rejects.toThrow(/the GPU was asked for, but WebGL runs on .*SwiftShader|the WebGL context is lost/);
  });

  it('refuses switches that are not switches', async () => {
    await expect(launchFrameRenderer({ pages: 1, args: ['rm -rf /'] })).rejects.toThrow(/Chromium switch/);
  });
});
