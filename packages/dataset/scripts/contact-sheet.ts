/**
 * A contact sheet PNG of one exported game: for a few interactions, the driver, commander and
 * target-object frames the images export wrote just before it, laid out in the Chromium the
 * renderer finds (system, CHROMIUM_PATH or the npm package's) and screenshotted. Used for the README (`docs/contact-sheet.png`).
 *
 *   npx tsx packages/dataset/scripts/contact-sheet.ts --game <data>/games/<split>/<id>.game.json \
 *     --images <data>/images/<split>/<id> --out packages/dataset/docs/contact-sheet.png [--rows 7]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareChromium } from '@chorehouse/render/headless';
import { chromium } from 'playwright-core';
import { z } from 'zod';
import { actionName, frameFileName, isObjectInteractionId, SEARCH_OBJECT_ID, SELECT_OID_ID, TEXT_ACTION_ID } from '../src/index.js';

const args = z.object({ game: z.string(), images: z.string(), out: z.string(), rows: z.coerce.number().int().min(1).max(20).default(7) })
  .parse(parseArgs({ options: { game: { type: 'string' }, images: { type: 'string' }, out: { type: 'string' }, rows: { type: 'string' } } }).values);
const game = z.looseObject({ tasks: z.array(z.looseObject({ task_name: z.string(), episodes: z.array(z.looseObject({ world: z.string(), interactions: z.array(z.looseObject({
  agent_id: z.number(), action_id: z.number(), time_start: z.number(), success: z.number().nullable(), utterance: z.string().optional(), oid: z.string().nullable().optional(), query: z.string().optional(),
})) })) })) }).parse(JSON.parse(readFileSync(args.game, 'utf8')));
const task = game.tasks[0]!;
const episode = task.episodes[0]!;

// The moments worth a row: searches, utterances and successful object interactions, then the end.
const moments = episode.interactions.filter((i) => i.action_id === SELECT_OID_ID || i.action_id === SEARCH_OBJECT_ID || i.action_id === TEXT_ACTION_ID || (isObjectInteractionId(i.action_id) && i.success === 1));
const step = Math.max(1, moments.length / args.rows);
const rows: { label: string; t: number | 'end' }[] = Array.from({ length: Math.min(args.rows, moments.length) }, (_, k) => moments[Math.floor(k * step)]!).map((i) => ({
  t: i.time_start,
  label: `<b>${i.time_start.toFixed(1)} s</b> ${i.agent_id === 0 ? 'Commander' : 'Driver'}<br>${i.action_id === TEXT_ACTION_ID ? 'Text' : actionName(i.action_id)}<br><small>${(i.utterance ?? i.oid ?? i.query ?? '').replace(/</g, '&lt;').slice(0, 60)}</small>`,
}));
rows.push({ t: 'end', label: '<b>end</b><br>final state' });

const img = (file: string) => `<img src="data:image/jpeg;base64,${readFileSync(join(args.images, file)).toString('base64')}">`;
const html = `<!doctype html><html><head><style>
  body { margin: 0; padding: 16px; background: #fafafa; font: 13px system-ui, sans-serif; color: #222; }
  h1 { font-size: 16px; margin: 0 0 10px; } table { border-collapse: collapse; }
  th { text-align: left; font-weight: 600; padding: 0 6px 6px; } td { padding: 4px 6px; vertical-align: top; }
  td.label { width: 200px; } img { width: 240px; height: 240px; display: block; border-radius: 3px; }
</style></head><body>
<h1>${task.task_name} on ${episode.world}: frames just before each interaction (driver, commander, target object)</h1>
<table><tr><th></th><th>driver.frame.&lt;t&gt;.jpeg</th><th>commander.frame.&lt;t&gt;.jpeg</th><th>targetobject.frame.&lt;t&gt;.jpeg</th></tr>
${rows.map((r) => `<tr><td class="label">${r.label}</td><td>${img(frameFileName('driver', r.t))}</td><td>${img(frameFileName('commander', r.t))}</td><td>${img(frameFileName('targetobject', r.t))}</td></tr>`).join('\n')}
</table></body></html>`;

const found = await prepareChromium();
if (found.problem !== null) throw new Error(found.problem);
const browser = await chromium.launch({ executablePath: found.chromium.path, env: { ...process.env, ...found.chromium.env }, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
  await page.setContent(html);
  writeFileSync(args.out, await page.screenshot({ fullPage: true, type: 'png' }));
  console.log(`wrote ${args.out} (${rows.length} rows)`);
} finally {
  await browser.close();
}
