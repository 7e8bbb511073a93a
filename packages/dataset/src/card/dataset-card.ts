/**
 * The dataset card every export writes (issue 47), in the spirit of "Datasheets for Datasets"
 * (Gebru et al., 2021): what the export holds (sessions, workers, games and instances per task and
 * split, durations, success), the versions of the code that recorded and exported it, what was left
 * out and why, the consent text's versions the workers agreed to, and the licence the researcher
 * gives. Its figures are counted from the export's own items as they are written.
 */
import type { Provenance } from '@chorehouse/protocol';
import type { ConsentRecord } from '@chorehouse/store';
import type { ExcludedSession, ExportedFacts, FlaggedSession } from '../game/export-stream.js';
import type { InstanceText } from '../game/export-job.js';
import { EXCLUSION_REASONS, type ExclusionReason, type SessionQuery } from '../session/session-source.js';

export const CARD_FORMAT = 'chorehouse.dataset-card' as const;
export const CARD_JSON = 'dataset-card.json';
export const CARD_MARKDOWN = 'DATASET_CARD.md';

type Excluded = Exclude<ExclusionReason, 'not_asked'>;
const EXCLUDED: readonly Excluded[] = EXCLUSION_REASONS.filter((r): r is Excluded => r !== 'not_asked');

export interface CardGroup {
  readonly task: string;
  readonly split: string;
  readonly sessions: number;
  readonly successes: number;
  readonly edhInstances: number;
  readonly tfdInstances: number;
  readonly durationMs: { readonly median: number; readonly total: number };
}

export interface DurationSummary {
  readonly min: number;
  readonly median: number;
  readonly mean: number;
  readonly max: number;
}

export interface DatasetCard {
  readonly format: typeof CARD_FORMAT;
  readonly version: 1;
  readonly createdAt: string;
  /** SPDX-style identifier the researcher gave (CC-BY-NC-4.0), or null when none was. */
  readonly licence: string | null;
  /** Where the sessions came from ("store (sqlite)", a file). */
  readonly source: string;
  readonly query: SessionQuery;
  readonly totals: {
    readonly sessions: number;
    readonly successes: number;
    readonly successRate: number | null;
    readonly workers: number;
    readonly workersPerPlatform: Readonly<Record<string, number>>;
    readonly games: number;
    readonly edhInstances: number;
    readonly tfdInstances: number;
    readonly durationMs: DurationSummary | null;
  };
  readonly groups: readonly CardGroup[];
  /** Sessions left out, by the first reason that applies; replay failures are sessions that were asked for but did not replay exactly. */
  readonly excluded: Readonly<Record<Excluded | 'replayFailures', number>>;
  /** Each distinct set of versions that recorded exported sessions, with how many; `null` provenance: sessions recorded before versions were kept. */
  readonly recordedWith: readonly { readonly provenance: Provenance | null; readonly sessions: number }[];
  readonly exportedWith: Provenance;
  /** The consent text's versions the exported sessions' workers agreed to, with how many of them; null when the source has no consent records (files). */
  readonly consent: readonly { readonly version: string; readonly workers: number }[] | null;
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Collects an export's items as they are written; `card()` then counts them. */
export class DatasetCardCollector {
  private readonly sessions: { facts: ExportedFacts; edh: number; tfd: number }[] = [];
  private readonly excludedBy = new Map<Excluded, number>();
  private replayFailures = 0;

  exported(facts: ExportedFacts, instances: readonly Pick<InstanceText, 'kind'>[]): void {
    this.sessions.push({ facts, edh: instances.filter((i) => i.kind === 'edh').length, tfd: instances.filter((i) => i.kind === 'tfd').length });
  }

  excluded(e: ExcludedSession): void {
    this.excludedBy.set(e.reason, (this.excludedBy.get(e.reason) ?? 0) + 1);
  }

  /** A session asked for that did not export (the parser's problems, a replay that differs). */
  flagged(_f: FlaggedSession): void {
    this.replayFailures++;
  }

  card(meta: { readonly createdAt: number; readonly licence: string | null; readonly source: string; readonly query: SessionQuery; readonly exportedWith: Provenance; readonly consents: readonly ConsentRecord[] | null }): DatasetCard {
    const all = this.sessions;
    const durations = all.map((s) => s.facts.durationMs).sort((a, b) => a - b);
    const workers = new Map<string, string>();
    for (const s of all) for (const w of s.facts.workers) workers.set(w.id, w.platform);
    const perPlatform: Record<string, number> = {};
    for (const p of workers.values()) perPlatform[p] = (perPlatform[p] ?? 0) + 1;
    const groups = new Map<string, typeof all>();
    for (const s of all) {
      const key = JSON.stringify([s.facts.task, s.facts.split]);
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    const versions = new Map<string, { provenance: Provenance | null; sessions: number }>();
    for (const s of all) {
      const key = JSON.stringify(s.facts.provenance);
      const v = versions.get(key) ?? { provenance: s.facts.provenance, sessions: 0 };
      versions.set(key, { ...v, sessions: v.sessions + 1 });
    }
    const successes = all.filter((s) => s.facts.success).length;
    let consent: DatasetCard['consent'] = null;
    if (meta.consents) {
      const agreed = new Map<string, Set<string>>();
      for (const c of meta.consents) if (c.decision === 'agreed' && workers.has(c.workerId)) agreed.set(c.version, (agreed.get(c.version) ?? new Set()).add(c.workerId));
      consent = [...agreed].map(([version, ws]) => ({ version, workers: ws.size })).sort((a, b) => a.version.localeCompare(b.version));
    }
    return {
      format: CARD_FORMAT, version: 1, createdAt: new Date(meta.createdAt).toISOString(), licence: meta.licence, source: meta.source, query: meta.query,
      totals: {
        sessions: all.length, successes, successRate: all.length ? successes / all.length : null,
        workers: workers.size, workersPerPlatform: perPlatform,
        games: all.length, edhInstances: all.reduce((n, s) => n + s.edh, 0), tfdInstances: all.reduce((n, s) => n + s.tfd, 0),
        durationMs: durations.length ? { min: durations[0]!, median: median(durations), mean: durations.reduce((a, b) => a + b, 0) / durations.length, max: durations.at(-1)! } : null,
      },
      groups: [...groups.values()].map((g) => {
        const ds = g.map((s) => s.facts.durationMs).sort((a, b) => a - b);
        return {
          task: g[0]!.facts.task, split: g[0]!.facts.split, sessions: g.length, successes: g.filter((s) => s.facts.success).length,
          edhInstances: g.reduce((n, s) => n + s.edh, 0), tfdInstances: g.reduce((n, s) => n + s.tfd, 0),
          durationMs: { median: median(ds), total: ds.reduce((a, b) => a + b, 0) },
        };
      }).sort((a, b) => a.task.localeCompare(b.task) || a.split.localeCompare(b.split)),
      excluded: { ...Object.fromEntries(EXCLUDED.map((r) => [r, this.excludedBy.get(r) ?? 0])) as Record<Excluded, number>, replayFailures: this.replayFailures },
      recordedWith: [...versions.values()].sort((a, b) => b.sessions - a.sessions),
      exportedWith: meta.exportedWith,
      consent,
    };
  }
}
