import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumEnv, drawnOn, softwareRenderer } from './chromium-flags.js';

describe('chromiumArgs', () => {
  it('asks for SwiftShader without a GPU and for Vulkan with one, never both', () => {
    expect(chromiumArgs(false)).toContain('--use-angle=swiftshader');
    expect(chromiumArgs(false)).not.toContain('--use-angle=vulkan');
    expect(chromiumArgs(true)).toContain('--use-angle=vulkan');
    expect(chromiumArgs(true)).not.toContain('--enable-unsafe-swiftshader');
  });
});

describe('softwareRenderer', () => {
  it('tells a CPU rasterizer from a GPU by the WebGL renderer string', () => {
    expect(softwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(softwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(softwareRenderer('ANGLE (NVIDIA, Vulkan 1.4.312 (NVIDIA H100 80GB HBM3 (0x00002330)), NVIDIA)')).toBe(false);
    expect(softwareRenderer('ANGLE (NVIDIA Corporation, NVIDIA H200/PCIe/SSE2, OpenGL ES 3.2 NVIDIA 580.159.03)')).toBe(false);
  });
});

describe('drawnOn', () => {
  it('names the CPU or the GPU, the renderer string and the browser', () => {
    expect(drawnOn({ software: true, renderer: 'ANGLE (Google, SwiftShader)', browser: 'Chromium 143.0.7499.0 (npm: /n/chromium)' })).toBe('the CPU: ANGLE (Google, SwiftShader) in Chromium 143.0.7499.0 (npm: /n/chromium)');
    expect(drawnOn({ software: false, renderer: 'ANGLE (NVIDIA, H100)', browser: 'Chromium 156.0.8078.108 (system: /usr/bin/chromium)' })).toBe('the GPU: ANGLE (NVIDIA, H100) in Chromium 156.0.8078.108 (system: /usr/bin/chromium)');
  });
});

describe('chromiumEnv', () => {
  const env = { PATH: '/usr/bin', VK_DRIVER_FILES: '/gpu.json', VK_ICD_FILENAMES: '/gpu.json', VK_ADD_DRIVER_FILES: '/more.json', UNSET: undefined };

  it('keeps the Vulkan driver list for the GPU', () => {
    expect(chromiumEnv(true, env)).toEqual({ PATH: '/usr/bin', VK_DRIVER_FILES: '/gpu.json', VK_ICD_FILENAMES: '/gpu.json', VK_ADD_DRIVER_FILES: '/more.json' });
  });

  it('drops it for SwiftShader, whose ICD the loader finds itself, and keeps the rest', () => {
    expect(chromiumEnv(false, env)).toEqual({ PATH: '/usr/bin' });
  });
});
