/**
 * A test double of TEACh's model server, `teach_api` (src/teach/cli/api.py at alexa/teach 903191e),
 * reproducing its contract from that file: the same routes and methods, the same arguments read the way
 * flask_restful's `reqparse` reads them (query string, then form fields; a part with a file name is a
 * file, not a field; a missing field is None), the JSON carried in form fields (`edh_instance`,
 * `prev_action`), both `--use_edh_file` and `--use_img_file`, and the same answers: `success` or the
 * model's `{action, obj_relative_coord}` with 200, its error messages with 500 (as text/html, Flask's
 * default for a returned string), Werkzeug's 500 page where api.py lets an exception through (an absent
 * or broken `edh_instance`, an instance without `driver_image_history`, a step image that is not an image,
 * a broken `prev_action`), 405 and 404 pages. The answers were checked against the real server (Flask
 * 3.1, Werkzeug 3.1, flask_restful 0.3.10; packages/dataset/README.md says how to run it).
 * Images are "opened" as PIL's `Image.open` would: a JPEG or PNG header passes, anything else fails.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseMultipart, readBody, type FormPart } from './multipart.js';

/** What api.py's `model` is asked (TEACh's `TeachModel` as the server calls it). */
export interface TeachModel {
  startNewEdhInstance(edhInstance: unknown, historyImages: readonly Buffer[]): boolean;
  getNextAction(img: Buffer, edhInstance: unknown, prevAction: unknown): { action: string | null; obj_relative_coord: unknown };
}

export interface TeachModelApiOptions {
  readonly dataDir: string;
  readonly imagesDir: string;
  readonly split?: string;
  readonly useEdhFile?: boolean;
  readonly useImgFile?: boolean;
  readonly model: TeachModel;
}

/** One request as it arrived, for tests to check field by field. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly FormPart[];
  readonly status: number;
}

const PAGES = {
  404: ['404 Not Found', 'Not Found', 'The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.'],
  405: ['405 Method Not Allowed', 'Method Not Allowed', 'The method is not allowed for the requested URL.'],
  500: ['500 Internal Server Error', 'Internal Server Error', 'The server encountered an internal error and was unable to complete your request. Either the server is overloaded or there is an error in the application.'],
} as const;
const page = (code: keyof typeof PAGES) => `<!doctype html>\n<html lang=en>\n<title>${PAGES[code][0]}</title>\n<h1>${PAGES[code][1]}</h1>\n<p>${PAGES[code][2]}</p>\n`;

/** An exception api.py does not catch: Flask answers its 500 page. */
class Uncaught extends Error {}

const isImage = (b: Buffer) => (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) || b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
/** `Image.open`: raises on bytes that are not an image. */
function openImage(b: Buffer): Buffer {
  if (!isImage(b)) throw new Uncaught('cannot identify image file');
  return b;
}
/** `json.loads`, raising on a missing value (TypeError) or bad text (JSONDecodeError). */
function jsonLoads(text: string | null): unknown {
  if (text === null) throw new Uncaught('the JSON object must be str, bytes or bytearray, not NoneType');
  try { return JSON.parse(text); } catch (err) { throw new Uncaught((err as Error).message); }
}
const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
/** Python's `repr` of a list of strings, as api.py's f-string prints `history_file_names`. */
const pyList = (xs: readonly unknown[]) => `[${xs.map((x) => `'${String(x)}'`).join(', ')}]`;

interface Parsed { readonly args: (name: string) => string | null; readonly files: readonly FormPart[]; readonly fields: Record<string, string> }

/** reqparse's ('json', 'values') with a form body: query arguments first, then form fields; the first value wins. */
function parseRequest(req: IncomingMessage, body: Buffer): Parsed {
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  const type = req.headers['content-type'] ?? '';
  const fields: [string, string][] = [];
  let files: FormPart[] = [];
  if (/^multipart\/form-data/i.test(type)) {
    const parts = parseMultipart(type, body);
    files = parts.filter((p) => p.filename !== null);
    for (const p of parts) if (p.filename === null) fields.push([p.name, p.data.toString('utf8')]);
  } else if (/^application\/x-www-form-urlencoded/i.test(type)) {
    for (const [k, v] of new URLSearchParams(body.toString('latin1'))) fields.push([Buffer.from(k, 'latin1').toString('utf8'), Buffer.from(v, 'latin1').toString('utf8')]);
  }
  const all = [...query, ...fields];
  return { args: (name) => all.find(([k]) => k === name)?.[1] ?? null, files, fields: Object.fromEntries(fields) };
}

type Answer = readonly [status: 200 | 500, body: string, json?: boolean];

export function teachModelApi(options: TeachModelApiOptions) {
  const split = options.split ?? 'valid_seen';
  const received: ReceivedRequest[] = [];

  function getEdhInstance(args: Parsed['args']): [unknown, string | null] {
    if (options.useEdhFile) {
      const name = args('edh_name');
      if (!name) return [null, 'request parameter edh_name does not have a value'];
      const path = join(options.dataDir, 'edh_instances', split, name);
      if (!isFile(path)) return [null, `edh file=${path} does not exist`];
      return [jsonLoads(readFileSync(path, 'utf8')), null];
    }
    return [jsonLoads(args('edh_instance')), null];
  }

  function getImg(args: Parsed['args'], files: readonly FormPart[]): [Buffer | null, string | null] {
    const name = args('img_name');
    if (!name) return [null, 'request parameter img_name does not have a value'];
    if (options.useImgFile) {
      const path = join(options.imagesDir, name);
      if (!isFile(path)) return [null, `image file=${path} does not exist`];
      return [openImage(readFileSync(path)), null];
    }
    const img = files.find((f) => f.name === 'img');
    if (!img) return [null, 'image is not set in request with key=\'img\''];
    return [openImage(img.data), null];
  }

  function getHistoryImages(edhName: string | null, instance: unknown, files: readonly FormPart[]): [Buffer[] | null, string | null] {
    if (typeof instance !== 'object' || instance === null || !('driver_image_history' in instance)) throw new Uncaught('KeyError: driver_image_history');
    const names = (instance as { driver_image_history: unknown }).driver_image_history;
    if (!Array.isArray(names) || names.length === 0) return [[], null];
    let images: Buffer[] = [];
    try {
      if (!options.useImgFile) images = files.filter((f) => f.name === 'edh_history_images').map((f) => openImage(f.data));
      if (images.length === 0) {
        // teach.utils.load_images: the folder must exist; a missing file is skipped.
        const dir = join(options.dataDir, 'images', split, String((instance as { game_id?: unknown }).game_id));
        if (!existsSync(dir)) throw new Error(`${dir} doesn't exist`);
        images = names.map((n) => join(dir, String(n))).filter((p) => existsSync(p)).map((p) => openImage(readFileSync(p)));
      }
    } catch {
      return [null, `failed to load history images edh_name=${edhName}`];
    }
    if (images.length === 0) return [null, `history images are empty for edh_name=${edhName} for history_file_names=${pyList(names)}`];
    return [images, null];
  }

  function startNewEdhInstance(p: Parsed): Answer {
    const [instance, err] = getEdhInstance(p.args);
    if (err) return [500, err];
    const [images, imgErr] = getHistoryImages(p.args('edh_name'), instance, p.files);
    if (imgErr) return [500, imgErr];
    try { options.model.startNewEdhInstance(instance, images!); } catch { return [500, `failed to start_new_edh_instance with edh_name=${p.args('edh_name')}`]; }
    return [200, 'success'];
  }

  function getNextAction(p: Parsed): Answer {
    const [instance, err] = getEdhInstance(p.args);
    if (err) return [500, err];
    const [img, imgErr] = getImg(p.args, p.files);
    if (imgErr) return [500, imgErr];
    const prevText = p.args('prev_action');
    const prev = prevText ? jsonLoads(prevText) : null;
    try {
      const { action, obj_relative_coord } = options.model.getNextAction(img!, instance, prev);
      // Flask's jsonify: compact, a newline at the end.
      return [200, `${JSON.stringify({ action, obj_relative_coord })}\n`, true];
    } catch {
      return [500, `failed to get_next_action with edh_name=${p.args('edh_name')}`];
    }
  }

  const ROUTES: Record<string, { methods: readonly string[]; run: (p: Parsed) => Answer }> = {
    '/get_next_action': { methods: ['POST'], run: getNextAction },
    '/start_new_edh_instance': { methods: ['POST'], run: startNewEdhInstance },
  };
  for (const path of ['/', '/ping', '/test']) ROUTES[path] = { methods: ['GET', 'HEAD', 'OPTIONS'], run: () => [200, `${JSON.stringify({ action: 'Look Up', obj_relative_coord: [0.1, 0.2] })}\n`, true] };

  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => answer(req, res, body));
  });

  function answer(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const parsed = parseRequest(req, body);
    const respond = ([status, text, json = false]: readonly [number, string, boolean?]) => {
      received.push({ method: req.method ?? '', path, contentType: req.headers['content-type'] ?? '', fields: parsed.fields, files: parsed.files, status });
      res.statusCode = status;
      res.setHeader('content-type', json ? 'application/json' : 'text/html; charset=utf-8');
      res.end(text);
    };
    const route = ROUTES[path];
    if (!route) return respond([404, page(404)]);
    if (!route.methods.includes(req.method ?? '')) return respond([405, page(405)]);
    try {
      respond(route.run(parsed));
    } catch (err) {
      if (!(err instanceof Uncaught)) throw err;
      respond([500, page(500)]);
    }
  }

  return {
    received,
    server,
    /** Listens on a free loopback port; resolves to the base URL a client is given. */
    listen: () => new Promise<string>((res) => server.listen(0, '127.0.0.1', () => res(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((res) => server.close(() => res())),
  };
}
