/**
 * The console's research work over one store: statistics (with their bounded cache), contact sheets,
 * the replay viewer's bundles and export tars (with their frames). The research thread
 * (research-worker.ts) runs it over a reader store of its own; research-desk.ts can also run it on
 * the calling thread.
 */
import type { ConsoleStats } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';
import { consoleStats, statsCache, type StatsCache } from './console-stats.js';
import { contactSheet } from './contact-sheet.js';
import { exportFiles } from './export-files.js';
import { FrameService, gameImageFiles } from './frame-service.js';
import { replayParts } from './replay-bundle.js';
import type { Answer, ExportRequest, ReplayParts, SheetQuery } from './research-messages.js';
import { TAR_END, tarEntry } from './tar-stream.js';

/** Tar entries are handed on in chunks of at least this many bytes (fewer messages between threads). */
const CHUNK_BYTES = 256 * 1024;

export class ResearchWork {
  private readonly cache: StatsCache;
  readonly frames: FrameService;

  constructor(readonly store: Store, options: { readonly statsCacheSize?: number; readonly log?: (line: string) => void } = {}) {
    this.cache = statsCache(options.statsCacheSize);
    this.frames = new FrameService(options.log ? { log: options.log } : {});
  }

  stats(): Promise<ConsoleStats> {
    return consoleStats(this.store, this.cache);
  }

  contactSheet(sessionId: string, query: SheetQuery): Promise<Answer<unknown>> {
    return contactSheet(this.store, this.frames, sessionId, query);
  }

  replay(idOrPrefix: string): Promise<Answer<ReplayParts>> {
    return replayParts(this.store, idOrPrefix);
  }

  /** The export as a tar, in chunks; the last ends with the tar's end blocks. */
  async* exportTar(request: ExportRequest): AsyncGenerator<Buffer> {
    const { kind, query, card, frames } = request;
    let parts: Buffer[] = [];
    let bytes = 0;
    for await (const f of exportFiles(this.store, kind, query, card, frames ? gameImageFiles(this.frames) : undefined)) {
      const entry = tarEntry(f.path, typeof f.text === 'string' ? Buffer.from(f.text) : f.text, card.createdAt);
      parts.push(entry);
      bytes += entry.length;
      if (bytes >= CHUNK_BYTES) {
        yield Buffer.concat(parts);
        parts = [];
        bytes = 0;
      }
    }
    parts.push(TAR_END);
    yield Buffer.concat(parts);
  }

  async close(): Promise<void> {
    await this.frames.close();
  }
}
