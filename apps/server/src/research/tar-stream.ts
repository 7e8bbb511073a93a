/**
 * A minimal POSIX ustar writer for export downloads: researchers get the same folder layout the CLI
 * writes (`games/<split>/...`), one file at a time, without a zip dependency. `tar -xf` reads it.
 */
const BLOCK = 512;

function field(buf: Buffer, offset: number, length: number, value: string): void {
  buf.write(value.slice(0, length), offset, length, 'ascii');
}

function octal(buf: Buffer, offset: number, length: number, value: number): void {
  field(buf, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** The header and padded body of one regular file. Paths over 100 characters use ustar's prefix field. */
export function tarEntry(path: string, body: Buffer, mtimeMs: number): Buffer {
  const header = Buffer.alloc(BLOCK, 0);
  let name = path;
  let prefix = '';
  if (Buffer.byteLength(path) > 100) {
    const cut = path.lastIndexOf('/', 155);
    if (cut <= 0 || path.length - cut - 1 > 100) throw new Error(`tar: path too long: ${path}`);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
  }
  field(header, 0, 100, name);
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, body.length);
  octal(header, 136, 12, Math.floor(mtimeMs / 1000));
  field(header, 148, 8, '        '); // checksum counts as spaces while it is computed
  field(header, 156, 1, '0');
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  field(header, 345, 155, prefix);
  let sum = 0;
  for (const b of header) sum += b;
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
  return Buffer.concat([header, body, Buffer.alloc(pad, 0)]);
}

/** Two zero blocks close the archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2, 0);
