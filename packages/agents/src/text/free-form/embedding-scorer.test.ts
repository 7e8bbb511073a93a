import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoKitchen } from '@chorehouse/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextEnvironment } from '../text-environment.js';
import { mappingCandidates } from '../text-view.js';
import { EmbeddingError, EmbeddingScorer } from './embedding-scorer.js';
import { mapFreeFormWith } from './map-free-form.js';

// A real HTTP server on loopback speaking the /v1/embeddings shape, with scripted vectors.
const SCRIPT: Record<string, number[]> = {
  'grab the mug from the counter': [0.9, 0.1, 0],
  'take mug 2 from countertop 1': [1, 0, 0],
  'put mug 2 in the sink': [0, 0.95, 0.05],
  'put mug 2 in sinkbasin 1': [0, 1, 0],
};
const requests: { model: string; input: string[] }[] = [];
let mode: 'ok' | 'fail' | 'garbled' = 'ok';
let server: Server;
let url = '';

const body = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let s = '';
  req.on('data', (c: Buffer) => { s += c.toString(); });
  req.on('end', () => resolve(s));
});

beforeAll(async () => {
  server = createServer((req, res) => {
    void body(req).then((text) => {
      const parsed = JSON.parse(text) as { model: string; input: string[] };
      requests.push(parsed);
      if (req.url !== '/v1/embeddings' || mode === 'fail') { res.writeHead(500).end('{}'); return; }
      const data = mode === 'garbled' ? [{ index: 0 }] : parsed.input.map((t, index) => ({ object: 'embedding', index, embedding: SCRIPT[t] ?? [0, 0, 1] }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: parsed.model }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the embedding scorer against a loopback /v1/embeddings server', () => {
  it('maps a phrase to the admissible command with the closest vector', async () => {
    mode = 'ok';
    const env = new TextEnvironment(createDemoKitchen(), { observability: 'full' });
    const scorer = new EmbeddingScorer({ url, model: 'scripted-embed' });
    expect(scorer.kind).toBe('embedding:scripted-embed');
    const ctx = { world: env.world, view: env.view, referent: null };
    const m = await mapFreeFormWith(scorer, 'grab the mug from the counter', mappingCandidates(env.view, env.world), ctx);
    expect(m.kind === 'command' && m.command.text).toBe('take mug 2 from countertop 1');
    expect(requests[0]).toEqual({ model: 'scripted-embed', input: ['grab the mug from the counter'] });
    expect(requests[1]!.input).toContain('take mug 2 from countertop 1');
  });

  it('puts the held object for "it" before asking, and reuses cached command vectors', async () => {
    mode = 'ok';
    const env = new TextEnvironment(createDemoKitchen(), { observability: 'full' });
    env.step('take mug 2 from countertop 1');
    const scorer = new EmbeddingScorer({ url, model: 'scripted-embed', batchSize: 1000 });
    const ctx = { world: env.world, view: env.view, referent: null };
    const before = requests.length;
    const m = await mapFreeFormWith(scorer, 'put it in the sink', mappingCandidates(env.view, env.world), ctx);
    expect(m.kind === 'command' && m.command.text).toBe('put mug 2 in sinkbasin 1');
    expect(requests[before]!.input).toEqual(['put mug 2 in the sink']);
    const sent = requests.length;
    await scorer.score('put it in the sink', mappingCandidates(env.view, env.world), ctx);
    expect(requests.length).toBe(sent + 1);
  });

  it('reports an HTTP failure and a reply of the wrong shape as typed errors', async () => {
    const env = new TextEnvironment(createDemoKitchen());
    const ctx = { world: env.world, view: env.view, referent: null };
    mode = 'fail';
    await expect(new EmbeddingScorer({ url, model: 'm' }).score('look', env.admissibleCommands(), ctx)).rejects.toMatchObject({ code: 'embedding/http' });
    mode = 'garbled';
    const err = await new EmbeddingScorer({ url, model: 'm' }).score('look', env.admissibleCommands(), ctx).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddingError);
    expect((err as EmbeddingError).code).toBe('embedding/bad_response');
  });
});
