/** A minimal RGBA canvas and PNG encoder (zlib from Node), for top-down pictures of scenes. */
import { deflateSync } from 'node:zlib';

export type Rgba = readonly [number, number, number, number];

export class Canvas {
  readonly data: Uint8Array;

  constructor(readonly width: number, readonly height: number, background: Rgba) {
    this.data = new Uint8Array(width * height * 4);
    for (let k = 0; k < width * height; k++) this.data.set(background, k * 4);
  }

  /** Blend one pixel (source-over). */
  plot(x: number, y: number, [r, g, b, a]: Rgba): void {
    const px = Math.floor(x), py = Math.floor(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    const k = (py * this.width + px) * 4;
    const alpha = a / 255;
    this.data[k] = Math.round(r * alpha + this.data[k]! * (1 - alpha));
    this.data[k + 1] = Math.round(g * alpha + this.data[k + 1]! * (1 - alpha));
    this.data[k + 2] = Math.round(b * alpha + this.data[k + 2]! * (1 - alpha));
    this.data[k + 3] = 255;
  }

  fillRect(x0: number, y0: number, x1: number, y1: number, color: Rgba): void {
    for (let y = Math.round(Math.min(y0, y1)); y < Math.round(Math.max(y0, y1)); y++) {
      for (let x = Math.round(Math.min(x0, x1)); x < Math.round(Math.max(x0, x1)); x++) this.plot(x, y, color);
    }
  }

  strokeRect(x0: number, y0: number, x1: number, y1: number, color: Rgba, width = 1): void {
    this.fillRect(x0, y0, x1, y0 + width, color);
    this.fillRect(x0, y1 - width, x1, y1, color);
    this.fillRect(x0, y0 + width, x0 + width, y1 - width, color);
    this.fillRect(x1 - width, y0 + width, x1, y1 - width, color);
  }

  fillCircle(cx: number, cy: number, r: number, color: Rgba): void {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r) this.plot(x, y, color);
      }
    }
  }

  /** A filled triangle (for the start pose's heading). */
  fillTriangle(p: readonly [number, number][], color: Rgba): void {
    const [a, b, c] = p as [[number, number], [number, number], [number, number]];
    const minX = Math.floor(Math.min(a[0], b[0], c[0])), maxX = Math.ceil(Math.max(a[0], b[0], c[0]));
    const minY = Math.floor(Math.min(a[1], b[1], c[1])), maxY = Math.ceil(Math.max(a[1], b[1], c[1]));
    const edge = (p0: [number, number], p1: [number, number], x: number, y: number) => (p1[0] - p0[0]) * (y - p0[1]) - (p1[1] - p0[1]) * (x - p0[0]);
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const e0 = edge(a, b, x + 0.5, y + 0.5), e1 = edge(b, c, x + 0.5, y + 0.5), e2 = edge(c, a, x + 0.5, y + 0.5);
        if ((e0 >= 0 && e1 >= 0 && e2 >= 0) || (e0 <= 0 && e1 <= 0 && e2 <= 0)) this.plot(x, y, color);
      }
    }
  }

  toPng(): Buffer {
    const raw = Buffer.alloc((this.width * 4 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (this.width * 4 + 1)] = 0; // filter: none
      Buffer.from(this.data.buffer, this.data.byteOffset + y * this.width * 4, this.width * 4).copy(raw, y * (this.width * 4 + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}
