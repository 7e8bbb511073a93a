/**
 * An export's files through packages/dataset's own pipeline: the same source (`storeSessionSource`),
 * the same problems (a session its parser flags is never exported), the same export loop
 * (`exportStream`) and the same file layout (`exportFilePath`) as `chorehouse export`. Sessions are
 * read one at a time (DESIGN.md section 7). Runs on the research thread (research-worker.ts), so replay
 * and projection run there too, on the calling thread's runner.
 */
import {
  cardFiles, codeVersions, DatasetCardCollector, exportFilePath, exportRunner, exportStream, storeSessionSource,
  type FlaggedSession, type SessionQuery,
} from '@chorehouse/dataset';
import { perInstanceKind, type ExportFormat } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';

export interface ExportFile {
  readonly path: string;
  readonly text: string | Buffer;
}

/** Extra files per exported game (the frames of `frame-service.ts`). */
export type GameFilesHook = (job: { readonly split: string; readonly gameId: string; readonly gameText: string }) => AsyncIterable<ExportFile>;

/** What the export's dataset card needs besides its items: the licence the researcher gives, and when. */
export interface ExportCard {
  readonly licence: string | null;
  readonly createdAt: number;
}

/**
 * The files of an export, one session at a time, in the CLI's folder layout; sessions that do not
 * export (the parser's problems, a replay that differs, a cut that reports problems) are listed
 * in `flagged.json`, as `chorehouse export` reports them.
 */
export async function* exportFiles(store: Store, kind: ExportFormat, query: SessionQuery, card: ExportCard, perGame?: GameFilesHook): AsyncGenerator<ExportFile> {
  const flagged: FlaggedSession[] = [];
  const collector = new DatasetCardCollector();
  const runner = exportRunner(1);
  const source = storeSessionSource(store);
  try {
    const kinds = kind === 'games' ? null : perInstanceKind((k) => k === kind);
    for await (const item of exportStream(source, { query, kinds, runner, onExcluded: (e) => collector.excluded(e) })) {
      if (!item.ok) { collector.flagged(item.flagged); flagged.push(item.flagged); continue; }
      const { result } = item;
      collector.exported(item.facts, result.instances);
      if (result.problems.length) flagged.push({ sessionId: item.sessionId, where: item.where, problems: result.problems });
      if (kind === 'games') yield { path: exportFilePath('game', result.split, `${result.gameId}.game.json`), text: result.gameText };
      for (const i of result.instances) yield { path: exportFilePath(i.kind, result.split, i.fileName), text: i.text };
      if (perGame) yield* perGame(result);
    }
  } finally {
    await runner.close();
  }
  if (flagged.length) yield { path: 'flagged.json', text: `${JSON.stringify(flagged, null, 2)}\n` };
  // Every export carries its dataset card (DATASET_CARD.md, dataset-card.json), counted from what it just wrote.
  const written = collector.card({ ...card, source: source.description, query, exportedWith: codeVersions(), consents: await store.listConsents() });
  yield* cardFiles(written);
}
