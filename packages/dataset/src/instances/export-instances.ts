/** `export edh|tfd`: every game file -> instance files in TEACh's folders, one game in memory at a time. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXPORT_FORMATS, perInstanceKind, type InstanceKind } from '@chorehouse/protocol';
import type { DatasetProblem } from '../problems.js';
import { cutFiles, cutGame } from './cut-game.js';
import { listGameFiles, readGame } from './game-files.js';
import { pythonJson } from '../teach/python-json.js';

export type { InstanceKind };

export interface InstancesExportSummary {
  readonly kind: InstanceKind;
  readonly games: number;
  /** Instances written per split. */
  readonly perSplit: Record<string, number>;
  readonly written: number;
  /** Games that gave no instances because they could not be read or replayed. */
  readonly flagged: readonly { readonly gameId: string; readonly problems: readonly DatasetProblem[] }[];
}

/** Each kind's folder in TEACh's layout (`edh_instances`, ...). */
export const INSTANCE_FOLDER: Record<InstanceKind, string> = perInstanceKind((k) => EXPORT_FORMATS[k].folder);

export async function exportInstances(
  kind: InstanceKind, gamesDir: string, outDir: string, onProgress?: (done: number, total: number, note: string) => void,
): Promise<InstancesExportSummary> {
  const refs = await listGameFiles(gamesDir);
  const perSplit: Record<string, number> = {};
  const flagged: { gameId: string; problems: readonly DatasetProblem[] }[] = [];
  let written = 0;
  for (const [n, ref] of refs.entries()) {
    const loaded = await readGame(ref);
    if (!loaded.ok) {
      flagged.push({ gameId: ref.gameId, problems: loaded.problems });
      onProgress?.(n + 1, refs.length, 'flagged');
      continue;
    }
    const cut = cutGame(loaded.game, perInstanceKind((k) => k === kind));
    if (cut.problems.length > 0) flagged.push({ gameId: ref.gameId, problems: cut.problems });
    const files = cutFiles(cut)[kind];
    if (files.length > 0) await mkdir(join(outDir, INSTANCE_FOLDER[kind], ref.split), { recursive: true });
    for (const f of files) {
      await writeFile(join(outDir, INSTANCE_FOLDER[kind], ref.split, f.fileName), `${pythonJson(f.instance)}\n`);
      perSplit[ref.split] = (perSplit[ref.split] ?? 0) + 1;
      written++;
    }
    onProgress?.(n + 1, refs.length, ref.gameId);
  }
  return { kind, games: refs.length, perSplit, written, flagged };
}
