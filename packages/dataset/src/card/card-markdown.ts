/** The dataset card as Markdown (`DATASET_CARD.md`), section by section as a datasheet asks; every figure from the card's JSON. */
import { PROVENANCE_NAMES, PROVENANCE_PARTS, type Provenance } from '@chorehouse/protocol';
import { CARD_JSON, type DatasetCard } from './dataset-card.js';

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const pct = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(1)}%`);

const EXCLUSION_WORDS: Record<keyof DatasetCard['excluded'], string> = {
  live: 'still being played', bots: 'a bot held a seat (not human-human dialogue; `--include-bots`)',
  pilot: 'pilot sessions (the pilot switch, or staff; `--include-pilot`)', rejected: 'rejected by a reviewer (`--include-rejected`)',
  unsuccessful: 'did not end in success (`--include-unsuccessful`)', replayFailures: 'asked for, but did not replay exactly (see flagged.json or the command\'s report)',
};

function versionsTable(rows: readonly { readonly label: string; readonly provenance: Provenance | null }[]): string[] {
  return [
    `| part | ${rows.map((r) => r.label).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
    ...PROVENANCE_PARTS.map((p) => `| ${PROVENANCE_NAMES[p]} | ${rows.map((r) => (r.provenance ? `\`${r.provenance[p]}\`` : 'not recorded')).join(' | ')} |`),
  ];
}

export function cardMarkdown(card: DatasetCard): string {
  const t = card.totals;
  const q = card.query;
  const asked = [
    q.splits?.length ? `splits ${q.splits.join(', ')}` : 'every split', q.tasks?.length ? `tasks ${q.tasks.join(', ')}` : 'every task',
    q.since !== undefined ? `sessions started since ${new Date(q.since).toISOString()}` : null,
  ].filter(Boolean).join('; ');
  const lines = [
    '# Dataset card',
    '',
    `Written with the export on ${card.createdAt} from ${card.source}; the same figures are in \`${CARD_JSON}\`. The sections follow "Datasheets for Datasets" (Gebru et al., 2021); what only the research team can say (motivation, intended uses) is theirs to add.`,
    '',
    '## Licence',
    '',
    card.licence ? `${card.licence}` : 'No licence was given for this export (`--licence <id>`, e.g. `--licence CC-BY-NC-4.0`).',
    '',
    '## Composition',
    '',
    `- Sessions: ${t.sessions} (one TEACh game file each), ${t.successes} ended in success (${pct(t.successRate)}).`,
    `- Workers: ${t.workers}${Object.keys(t.workersPerPlatform).length ? ` (${Object.entries(t.workersPerPlatform).map(([p, n]) => `${p} ${n}`).join(', ')})` : ''}.`,
    `- EDH instances: ${t.edhInstances}; TfD instances: ${t.tfdInstances} (0 when the export did not cut them).`,
    t.durationMs ? `- Duration per session: median ${minutes(t.durationMs.median)}, mean ${minutes(t.durationMs.mean)}, from ${minutes(t.durationMs.min)} to ${minutes(t.durationMs.max)}.` : '- Duration per session: no sessions.',
    `- Asked for: ${asked}.`,
    '',
    '| task | split | sessions | successes | EDH | TfD | median duration |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...card.groups.map((g) => `| ${g.task} | ${g.split} | ${g.sessions} | ${g.successes} | ${g.edhInstances} | ${g.tfdInstances} | ${minutes(g.durationMs.median)} |`),
    '',
    '## Collection process',
    '',
    'Two people played each session in the browser game (a Commander who knows the task, a Follower who acts); every event was logged on the server as it happened.',
    card.consent === null ? 'Consent: this export was made from session files, which carry no consent records.' : card.consent.length
      ? `Consent: the workers agreed to the consent text, version${card.consent.length > 1 ? 's' : ''} ${card.consent.map((c) => `\`${c.version}\` (${c.workers} worker${c.workers === 1 ? '' : 's'})`).join(', ')}.`
      : 'Consent: no consent decision is recorded for these workers (the server ran without a consent text).',
    '',
    '## Preprocessing and exclusions',
    '',
    'Every exported session was replayed with the simulator, and its every action outcome and final world matched the log. Left out, by the first reason that applies:',
    '',
    '| reason | sessions |',
    '|---|---:|',
    ...(Object.keys(EXCLUSION_WORDS) as (keyof DatasetCard['excluded'])[]).map((r) => `| ${EXCLUSION_WORDS[r]} | ${card.excluded[r]} |`),
    '',
    '## Versions',
    '',
    ...versionsTable([
      ...card.recordedWith.map((v, i) => ({ label: `recorded (${v.sessions} session${v.sessions === 1 ? '' : 's'})${card.recordedWith.length > 1 ? ` #${i + 1}` : ''}`, provenance: v.provenance })),
      { label: 'exported with', provenance: card.exportedWith },
    ]),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

export function cardFiles(card: DatasetCard): { readonly path: string; readonly text: string }[] {
  return [{ path: 'DATASET_CARD.md', text: cardMarkdown(card) }, { path: CARD_JSON, text: `${JSON.stringify(card, null, 2)}\n` }];
}
