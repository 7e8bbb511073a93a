/**
 * What an export can hold, in one list (issue 49): TEACh's game files, and the benchmark instances
 * cut from them. Everything else derives from it: packages/dataset's instance kinds and folders, the
 * console's export query below, the console page's buttons and the command line's summary. It lives
 * in the protocol rather than in packages/dataset (which does the exporting) because the console's
 * query is part of the protocol, and the protocol may not import the dataset (tools/eslint/layers.js);
 * the dataset, the server, the console and the command line all import the protocol.
 */
import { z } from 'zod/mini';

/** Each format's folder in TEACh's layout, how its files are named, and its name on the console's button. */
export const EXPORT_FORMATS = {
  games: { folder: 'games', file: /\.game\.json$/, label: 'Games', instances: false },
  edh: { folder: 'edh_instances', file: /\.edh[0-9]+\.json$/, label: 'EDH instances', instances: true },
  tfd: { folder: 'tfd_instances', file: /\.tfd[0-9]*\.json$/, label: 'TfD instances', instances: true },
} as const;

export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const EXPORT_FORMAT_NAMES = Object.keys(EXPORT_FORMATS) as [ExportFormat, ...ExportFormat[]];
export const exportFormatSchema = z.enum(EXPORT_FORMAT_NAMES);

/** The formats cut from games (TEACh's benchmark instances). */
export type InstanceKind = { [F in ExportFormat]: (typeof EXPORT_FORMATS)[F]['instances'] extends true ? F : never }[ExportFormat];
export const INSTANCE_KINDS: readonly InstanceKind[] = EXPORT_FORMAT_NAMES.filter((f): f is InstanceKind => EXPORT_FORMATS[f].instances);

/** One value per instance kind, e.g. which kinds to cut, or how many were cut. */
export const perInstanceKind = <T>(value: (kind: InstanceKind) => T): Record<InstanceKind, T> =>
  Object.fromEntries(INSTANCE_KINDS.map((k) => [k, value(k)])) as Record<InstanceKind, T>;

const flag = z._default(z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true')), false);

/** `GET /api/admin/console/export`'s query: what to export (a tar of TEACh's layout) and which sessions. */
export const consoleExportQuerySchema = z.object({
  kind: exportFormatSchema,
  split: z.optional(z.string().check(z.maxLength(40))),
  task: z.optional(z.string().check(z.maxLength(80))),
  /** yyyy-mm-dd: sessions started that day (UTC) or later. */
  since: z.optional(z.iso.date()),
  includeUnsuccessful: flag,
  /** Sessions with a bot seat are left out unless asked for (the console's "include bot sessions" filter). */
  includeBots: flag,
  /** Pilot sessions (the pilot switch, staff) are left out unless asked for. */
  includePilot: flag,
  /** Sessions a reviewer rejected are left out unless asked for. */
  includeRejected: flag,
  /** Also TEACh's images/ of every game (drawn on the server: slow). */
  frames: flag,
  /** The licence the dataset card names (CC-BY-NC-4.0). */
  licence: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[\w.+-]+$/))),
});
export type ConsoleExportQuery = z.output<typeof consoleExportQuerySchema>;
