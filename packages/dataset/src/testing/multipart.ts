/** A small multipart/form-data parser for tests' loopback servers (TEACh's API speaks multipart). */
import type { IncomingMessage } from 'node:http';

export interface FormPart {
  readonly name: string;
  readonly filename: string | null;
  readonly contentType: string | null;
  readonly data: Buffer;
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export function parseMultipart(contentType: string, body: Buffer): FormPart[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!m) throw new Error(`not multipart: ${contentType}`);
  const delimiter = Buffer.from(`--${m[1] ?? m[2]}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // Each part: CRLF, headers, CRLF CRLF, data, CRLF before the next delimiter.
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1] ?? null,
      contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? null,
      data: part.subarray(split + 4),
    });
    at = next;
  }
  return parts;
}
