/**
 * A session as the dataset package reads it: the store's session row, its episode (with the
 * initial world), the two workers, their surveys and the event log. One JSON document per session
 * in exported files (`*.session.json` or one line of a `.jsonl` file).
 */
import { eventRecordSchema, roleSchema, sessionOutcomeSchema, type EventRecord } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import { z } from 'zod';

export const SESSION_FORMAT = 'chorehouse.session' as const;
export const SESSION_FORMAT_VERSION = 1 as const;

export const seatKindSchema = z.enum(['human', 'bot', 'replaced']);
export type SeatKind = z.infer<typeof seatKindSchema>;

export const sessionRowSchema = z.object({
  id: z.string().min(1),
  episodeId: z.string(),
  commanderId: z.string(),
  followerId: z.string(),
  botRole: z.nullable(roleSchema),
  status: z.enum(['live', 'ended']),
  outcome: z.nullable(sessionOutcomeSchema),
  endReason: z.string().nullable(),
  /** Epoch milliseconds. */
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  /** Provenance: who held each seat. Files written before it existed have it from `botRole` (seatsOf). */
  seats: z.object({ commander: seatKindSchema, follower: seatKindSchema }).optional(),
  /** A pilot session (played while the pilot switch was on, or by staff); absent in files written before it existed. */
  pilot: z.boolean().optional(),
  /** The versions of the code that recorded it (protocol `Provenance`); absent for sessions recorded before it existed. */
  provenance: z.object({
    protocol: z.string(), rules: z.string(), catalog: z.string(), geometry: z.string(), taskLibrary: z.string(), renderer: z.string(), commit: z.string(),
  }).optional(),
  /** A reviewer's decision (issue 47); absent when nobody reviewed it, or in files written before reviews existed. */
  review: z.object({ decision: z.enum(['approved', 'rejected']), reason: z.string(), reviewer: z.string(), at: z.number() }).optional(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

/** Who held each seat: the recorded provenance, else what `botRole` and the workers' `bot` flags say. */
export function seatsOf(s: { readonly session: SessionRow; readonly workers: readonly WorkerInfo[] }): { commander: SeatKind; follower: SeatKind } {
  if (s.session.seats) return { ...s.session.seats };
  const of = (role: 'commander' | 'follower'): SeatKind =>
    s.session.botRole === role || s.workers.some((w) => w.role === role && (w.bot || w.platform === 'bot')) ? 'bot' : 'human';
  return { commander: of('commander'), follower: of('follower') };
}

/** A session any seat of which a bot held (or took over): not human-human dialogue. */
export function hasBotSeat(s: { readonly session: SessionRow; readonly workers: readonly WorkerInfo[] }): boolean {
  const seats = seatsOf(s);
  return seats.commander !== 'human' || seats.follower !== 'human';
}

/**
 * The initial world is checked only for the fields replay relies on; the simulator's own types
 * describe the rest, and the episode's recorded hash proves it is the world that was played.
 */
const worldShape = z.looseObject({
  formatVersion: z.literal(1),
  objects: z.array(z.looseObject({ objectId: z.string(), objectType: z.string() })),
  follower: z.looseObject({ x: z.number(), z: z.number(), yaw: z.number(), horizon: z.number() }),
  commander: z.looseObject({ x: z.number(), y: z.number(), z: z.number(), yaw: z.number(), pitch: z.number() }),
  nav: z.looseObject({}),
  rng: z.array(z.number()).length(4),
  stepCount: z.number(),
});
/** The checked shape, typed as the simulator's world (the rest of its fields are the simulator's own output). */
const worldSchema = z.custom<World>((v) => worldShape.safeParse(v).success, {
  error: (issue) => {
    const first = worldShape.safeParse(issue.input).error?.issues[0];
    return first ? `${first.path.join('.') || 'world'}: ${first.message}` : 'not a world';
  },
});

export const episodeInfoSchema = z.object({
  id: z.string(),
  taskName: z.string(),
  benchmarkName: z.string(),
  params: z.array(z.string()),
  floorPlan: z.number().int(),
  split: z.string(),
  seed: z.number(),
  worldHash: z.string(),
  solutionSteps: z.number(),
  createdAt: z.number(),
  world: worldSchema,
});
export type EpisodeInfo = z.infer<typeof episodeInfoSchema>;

export const workerInfoSchema = z.object({
  id: z.string(),
  platform: z.string(),
  role: roleSchema,
  /** A bot seat has no worker behind it. */
  bot: z.boolean(),
});
export type WorkerInfo = z.infer<typeof workerInfoSchema>;

export const surveyInfoSchema = z.object({
  workerId: z.string(),
  role: roleSchema,
  rating: z.number(),
  comment: z.string(),
  createdAt: z.number(),
});
export type SurveyInfo = z.infer<typeof surveyInfoSchema>;

/** The file shape. Events are parsed one by one afterwards, so one bad event is reported, not fatal. */
export const sessionFileSchema = z.object({
  format: z.literal(SESSION_FORMAT),
  version: z.literal(SESSION_FORMAT_VERSION),
  session: sessionRowSchema,
  episode: episodeInfoSchema,
  workers: z.array(workerInfoSchema),
  surveys: z.array(surveyInfoSchema),
  events: z.array(z.unknown()),
  /** The live world's hash when the session ended, if the exporter knew it; replay compares it. */
  finalWorldHash: z.string().nullable().optional(),
});

export interface RecordedSession {
  readonly session: SessionRow;
  readonly episode: EpisodeInfo;
  readonly workers: readonly WorkerInfo[];
  readonly surveys: readonly SurveyInfo[];
  readonly events: readonly EventRecord[];
  readonly finalWorldHash: string | null;
}

export { eventRecordSchema };

/** The JSON document for one session (what `SessionSource`s read back). */
export function sessionDocument(s: RecordedSession): object {
  return {
    format: SESSION_FORMAT, version: SESSION_FORMAT_VERSION,
    session: s.session, episode: s.episode, workers: s.workers, surveys: s.surveys, events: s.events,
    finalWorldHash: s.finalWorldHash,
  };
}
