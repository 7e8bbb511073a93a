/** Streams sessions from a source into `games/<split>/<game_id>.game.json`, one session in memory at a time. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { perInstanceKind, type InstanceKind } from '@chorehouse/protocol';
import type { ConsentRecord } from '@chorehouse/store';
import { cardFiles } from '../card/card-markdown.js';
import { DatasetCardCollector, type DatasetCard } from '../card/dataset-card.js';
import { codeVersions } from '../provenance/code-versions.js';
import type { SessionQuery, SessionSource } from '../session/session-source.js';
import type { InstanceKinds, ReplayedGame } from './export-job.js';
import { exportFilePath, exportStream, type FlaggedSession } from './export-stream.js';

export type { FlaggedSession };

export interface ExportedGame {
  readonly sessionId: string;
  readonly gameId: string;
  readonly split: string;
  readonly path: string;
}

export interface GamesExportSummary {
  readonly written: readonly ExportedGame[];
  /** Instances cut in the same pass, per kind and split (when asked for). */
  readonly instances: Readonly<Record<InstanceKind, Record<string, number>>>;
  readonly flagged: readonly FlaggedSession[];
  /** The dataset card written beside the files (DATASET_CARD.md, dataset-card.json), when asked for. */
  readonly card: DatasetCard | null;
}

/** What a dataset card needs besides the export's own items. */
export interface CardRequest {
  readonly licence: string | null;
  /** The store's consent decisions; null for a file source (no consent records). */
  readonly consents: readonly ConsentRecord[] | null;
  readonly createdAt: number;
}

export interface GamesExportOptions {
  readonly outDir: string;
  readonly query?: SessionQuery;
  /** Called after each session with how many were handled so far. */
  readonly onProgress?: (done: number, note: string) => void;
  /**
   * Also cut EDH and/or TfD instances from each game in the same pass, from the worlds the replay
   * just computed (the same files `export edh|tfd` writes from the game files, without a second replay).
   */
  readonly instances?: InstanceKinds;
  /** Worker threads to replay on (default 1: the calling thread). */
  readonly jobs?: number;
  /**
   * Called after each game file is written, before the next result is taken (`export games --images`
   * draws its frames here), with the replay that wrote it when the replay ran on this thread
   * (`jobs` 1), so the frames need neither the file read back nor a second replay; null otherwise.
   */
  readonly onGameWritten?: (game: ExportedGame, replay: ReplayedGame | null) => Promise<void>;
  /** Also write a dataset card of what this export holds and left out (the source is then read for excluded sessions too). */
  readonly card?: CardRequest;
}

export function gamePath(outDir: string, split: string, gameId: string): string {
  return join(outDir, exportFilePath('game', split, `${gameId}.game.json`));
}

export async function exportGames(source: SessionSource, options: GamesExportOptions): Promise<GamesExportSummary> {
  const written: ExportedGame[] = [];
  const flagged: FlaggedSession[] = [];
  const instances = perInstanceKind((): Record<string, number> => ({}));
  let done = 0;
  const collector = options.card ? new DatasetCardCollector() : null;
  const stream = exportStream(source, {
    ...(options.query ? { query: options.query } : {}), kinds: options.instances ?? null, jobs: options.jobs ?? 1, keepReplay: options.onGameWritten !== undefined,
    ...(collector ? { onExcluded: (e: Parameters<DatasetCardCollector['excluded']>[0]) => collector.excluded(e) } : {}),
  });
  for await (const item of stream) {
    done++;
    if (!item.ok) {
      collector?.flagged(item.flagged);
      flagged.push(item.flagged);
      options.onProgress?.(done, 'flagged');
      continue;
    }
    const { result, sessionId, where } = item;
    const path = join(options.outDir, exportFilePath('game', result.split, `${result.gameId}.game.json`));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, result.gameText);
    const exported = { sessionId, gameId: result.gameId, split: result.split, path };
    written.push(exported);
    collector?.exported(item.facts, result.instances);
    if (result.problems.length > 0) flagged.push({ sessionId, where, problems: result.problems });
    for (const f of result.instances) {
      const file = join(options.outDir, exportFilePath(f.kind, result.split, f.fileName));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, f.text);
      instances[f.kind][result.split] = (instances[f.kind][result.split] ?? 0) + 1;
    }
    await options.onGameWritten?.(exported, result.replay ?? null);
    options.onProgress?.(done, result.gameId);
  }
  // Report in a stable order whatever order the workers finished in.
  written.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  let card: DatasetCard | null = null;
  if (collector && options.card) {
    card = collector.card({ ...options.card, source: source.description, query: options.query ?? {}, exportedWith: codeVersions() });
    await mkdir(options.outDir, { recursive: true });
    for (const f of cardFiles(card)) await writeFile(join(options.outDir, f.path), f.text);
  }
  return { written, instances, flagged, card };
}
