/** A session's contact sheet: driver, commander and target thumbnails at each interaction, from its replay. */
import { actionName, frameFileName, planGameImages, renderGameFiles, sessionToGame, SPEAKER, storeSessionEntry } from '@chorehouse/dataset';
import { protocolError } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';
import { FramesBusyError, VIEWS, type FrameService } from './frame-service.js';
import type { Answer, SheetQuery } from './research-messages.js';

export async function contactSheet(store: Store, frames: FrameService, sessionId: string, q: SheetQuery): Promise<Answer<unknown>> {
  const s = await store.getSession(sessionId);
  const recorded = s ? (await storeSessionEntry(store, s)).session : null;
  if (!recorded) return { ok: false, refusal: { status: 404, error: protocolError('admin/not_found', 'No such session (or its episode is gone).') } };
  const exported = sessionToGame(recorded);
  if (!exported.ok) return { ok: false, refusal: { status: 422, error: protocolError('server/internal', `The session does not replay: ${exported.problems[0]?.message ?? ''}`) } };
  const { loaded, worlds } = exported;
  const final = worlds.at(-1) ?? loaded.initialWorld;
  const plan = planGameImages(loaded, worlds, final, { views: VIEWS });
  const { from, count, size } = q;
  const rows = loaded.interactions.slice(from, from + count).map((i, k) => ({ i, index: from + k }));
  // The frames before each shown interaction (named as the export names them; one per time).
  const wanted = new Set(rows.flatMap(({ i }) => VIEWS.map((v) => frameFileName(v, i.time_start))));
  const subset = { frames: plan.frames.filter((f) => wanted.has(f.file)), json: [] };
  const images = new Map<string, string>();
  try {
    await frames.run((renderer) => renderGameFiles(subset, renderer, { size, quality: 0.8 }, async (file, bytes) => {
      if (typeof bytes !== 'string') images.set(file, `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`);
    }));
  } catch (err) {
    if (err instanceof FramesBusyError) return { ok: false, refusal: { status: 503, error: protocolError('session/busy', err.message) } };
    throw err;
  }
  return {
    ok: true,
    body: {
      sessionId: recorded.session.id, gameId: exported.gameId, total: loaded.interactions.length, from, size,
      interactions: rows.map(({ i, index }) => ({
        index, time: i.time_start, agent: SPEAKER[i.agent_id], actionId: i.action_id, action: actionName(i.action_id), success: i.success === 1,
        detail: i.utterance ?? i.oid ?? i.query ?? null,
        frames: Object.fromEntries(VIEWS.map((v) => [v, images.get(frameFileName(v, i.time_start)) ?? null])),
      })),
    },
  };
}
