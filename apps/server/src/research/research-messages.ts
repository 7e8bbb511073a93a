/**
 * What the game's thread and the research thread say to each other (research-desk.ts,
 * research-worker.ts). Both ends are this program, built together: the types are the contract, and
 * the HTTP boundary in front was parsed with its schemas before a job is made.
 */
import type { SessionQuery } from '@chorehouse/dataset';
import type { ExportFormat, ProtocolError } from '@chorehouse/protocol';
import type { EpisodeRecord, SessionRecord, StoreLocation } from '@chorehouse/store';
import { z } from 'zod';
import type { ExportCard } from './export-files.js';

export const sheetQuerySchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(60).default(12),
  size: z.coerce.number().int().min(64).max(450).default(192),
});
export type SheetQuery = z.infer<typeof sheetQuerySchema>;

export interface ExportRequest {
  readonly kind: ExportFormat;
  readonly query: SessionQuery;
  readonly card: ExportCard;
  /** Also TEACh's images/ of every game (drawn by the headless renderer: slow). */
  readonly frames: boolean;
}

/** A refusal the route answers as it is (no such session, one that does not replay, a busy renderer). */
export interface Refusal {
  readonly status: 404 | 422 | 503;
  readonly error: ProtocolError;
}
export type Answer<T> = { readonly ok: true; readonly body: T } | { readonly ok: false; readonly refusal: Refusal };
/** An answer as the route sends it: the body already JSON text, so not even its serialisation runs on the game's thread. */
export type JsonAnswer = Answer<string>;
export const asJson = (a: Answer<unknown>): JsonAnswer => (a.ok ? { ok: true, body: JSON.stringify(a.body) } : a);

/** What a session's row needs of its episode. */
export type RowEpisode = Pick<EpisodeRecord, 'benchmarkName' | 'taskName' | 'params' | 'floorPlan' | 'split'>;

/** The replay viewer's bundle as the research thread builds it (replay-bundle.ts): all but the session's row, which the game's thread adds. */
export interface ReplayParts {
  readonly session: SessionRecord;
  readonly episode: RowEpisode;
  /** The bundle's fields after its `session`, as JSON text without the braces: `"episode":…,"events":…,"surveys":…,"finalWorldHash":…`. */
  readonly rest: string;
}

/** What the research thread starts with. */
export interface ResearchWorkerData {
  readonly location: StoreLocation;
  /** Ended sessions whose statistics are kept (console-stats.ts). */
  readonly statsCacheSize: number;
}

export type ResearchJob =
  | { readonly type: 'stats'; readonly id: number }
  | { readonly type: 'contact-sheet'; readonly id: number; readonly sessionId: string; readonly query: SheetQuery }
  /** The replay viewer's bundle of a session, by its id or its short id. */
  | { readonly type: 'replay'; readonly id: number; readonly session: string }
  | { readonly type: 'export'; readonly id: number; readonly request: ExportRequest }
  /** The next chunk of an export, please (one is in flight at a time: the HTTP response's pace). */
  | { readonly type: 'pull'; readonly id: number }
  /** The client went away: stop the export. */
  | { readonly type: 'cancel'; readonly id: number }
  /** Close the renderer and the store, then answer (the thread is ended after). */
  | { readonly type: 'close'; readonly id: number };

export type ResearchReply =
  | { readonly id: number; readonly threadId: number; readonly answer: JsonAnswer }
  | { readonly id: number; readonly threadId: number; readonly replay: Answer<ReplayParts> }
  /** A chunk of an export's tar; `done` with the last one. */
  | { readonly id: number; readonly threadId: number; readonly chunk: Uint8Array; readonly done: boolean }
  /** A bug on the research thread: the route answers 500. */
  | { readonly id: number; readonly threadId: number; readonly fault: string }
  /** A line for the server's log (what draws the frames). */
  | { readonly id: null; readonly log: string };

