/** Serves the web client's build when it exists; otherwise a plain page saying it is not built. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Router } from 'express';

export function staticClient(webDist: string): Router {
  const dir = resolve(webDist);
  const r = express.Router();
  if (existsSync(join(dir, 'index.html'))) {
    r.use(express.static(dir, { index: 'index.html', maxAge: '1h' }));
    // Client-side routes fall back to the app's page.
    r.get(/^\/(?!api\/|metrics|socket\.io\/).*/, (_req, res) => res.sendFile(join(dir, 'index.html')));
    return r;
  }
  r.get('/', (_req, res) => {
    res.type('html').send(`<!doctype html><meta charset="utf-8"><title>Chorehouse</title>
<h1>Chorehouse game server</h1>
<p>The web client is not built (no <code>${dir}/index.html</code>). Build it with <code>npm run build</code>.</p>
<p>API: <a href="/api/health">/api/health</a>, <a href="/metrics">/metrics</a>.</p>`);
  });
  return r;
}
