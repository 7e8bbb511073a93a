/** Statistics as files: CSV tables and SVG bar charts (no plotting dependency). */
import type { DatasetStats, TaskRow } from './dataset-stats.js';

const csvCell = (v: string | number) => (typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: readonly (readonly (string | number)[])[]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`;

export function table2Csv(stats: DatasetStats): string {
  const line = (r: TaskRow) => [
    r.task, r.parameterVariants, r.uniqueScenes, r.sessions, r.utterancesPerSession.mean, r.utterancesPerSession.std,
    r.followerActionsPerSession.mean, r.followerActionsPerSession.std, r.allActionsPerSession.mean, r.allActionsPerSession.std, r.successes, r.successRate,
  ];
  return csv([
    ['task', 'parameter_variants', 'unique_scenes', 'sessions', 'utterances_mean', 'utterances_std', 'follower_actions_mean', 'follower_actions_std', 'all_actions_mean', 'all_actions_std', 'successes', 'success_rate'],
    ...stats.table2.map(line), line(stats.overall),
  ]);
}

export function utteranceLengthsCsv(stats: DatasetStats): string {
  const bins = Object.keys(stats.utteranceLengths.Commander);
  return csv([['words', 'commander', 'follower'], ...bins.map((b) => [b, stats.utteranceLengths.Commander[b] ?? 0, stats.utteranceLengths.Driver[b] ?? 0])]);
}

/** Table 3: sessions, EDH and TfD instances per split, and their total. */
export function table3Csv(stats: DatasetStats): string {
  const t = stats.dialogue.table3;
  return csv([['split', 'sessions', 'edh_instances', 'tfd_instances'], ...[...t.rows, t.total].map((r) => [r.split, r.sessions, r.edhInstances, r.tfdInstances])]);
}

/** Table 6 (as we read it): the dialogue per speaker; the `All` row's vocabulary is the corpus's vocabulary size. */
export function table6Csv(stats: DatasetStats): string {
  return csv([
    ['speaker', 'utterances', 'utterances_per_session_mean', 'utterances_per_session_std', 'words_per_utterance_mean', 'words_per_utterance_std', 'tokens', 'vocabulary'],
    ...stats.dialogue.table6.map((r) => [r.speaker === 'Driver' ? 'Follower' : r.speaker, r.utterances, r.utterancesPerSession.mean, r.utterancesPerSession.std, r.wordsPerUtterance.mean, r.wordsPerUtterance.std, r.tokens, r.vocabulary]),
  ]);
}

export function edhPerSplitCsv(stats: DatasetStats): string {
  return csv([['split', 'edh_instances'], ...Object.entries(stats.edhInstancesPerSplit)]);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain bar chart: one or more series over the same labels. */
export function barChartSvg(title: string, labels: readonly string[], series: readonly { readonly name: string; readonly values: readonly number[]; readonly color: string }[], yLabel: string): string {
  const width = Math.max(480, 60 + labels.length * (12 + 10 * series.length)), height = 320;
  const left = 50, bottom = 70, top = 40, plotH = height - top - bottom, plotW = width - left - 20;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const slot = plotW / Math.max(1, labels.length);
  const barW = Math.max(2, (slot - 4) / Math.max(1, series.length));
  const bars = labels.flatMap((label, i) => series.map((s, k) => {
    const v = s.values[i] ?? 0;
    const h = (v / max) * plotH;
    const x = left + i * slot + 2 + k * barW;
    return `<rect x="${x.toFixed(1)}" y="${(top + plotH - h).toFixed(1)}" width="${(barW - 1).toFixed(1)}" height="${h.toFixed(1)}" fill="${s.color}"><title>${escapeXml(`${label} ${s.name}: ${v}`)}</title></rect>`;
  }));
  const ticks = labels.map((label, i) => {
    const x = left + i * slot + slot / 2;
    return `<text x="${x.toFixed(1)}" y="${top + plotH + 12}" font-size="10" text-anchor="end" transform="rotate(-45 ${x.toFixed(1)} ${top + plotH + 12})">${escapeXml(label)}</text>`;
  });
  const legend = series.map((s, k) => `<rect x="${left + k * 120}" y="22" width="10" height="10" fill="${s.color}"/><text x="${left + k * 120 + 14}" y="31" font-size="11">${escapeXml(s.name)}</text>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${left}" y="15" font-size="13" font-weight="bold">${escapeXml(title)}</text>`,
    ...legend,
    `<line x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}" stroke="black"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}" stroke="black"/>`,
    `<text x="${left - 4}" y="${top + 4}" font-size="10" text-anchor="end">${max}</text>`,
    `<text x="${left - 4}" y="${top + plotH}" font-size="10" text-anchor="end">0</text>`,
    `<text x="12" y="${top + plotH / 2}" font-size="11" transform="rotate(-90 12 ${top + plotH / 2})" text-anchor="middle">${escapeXml(yLabel)}</text>`,
    ...bars, ...ticks,
    '</svg>', '',
  ].join('\n');
}

/** File name -> content for `stats --out`. */
export function statsFiles(stats: DatasetStats): Record<string, string> {
  const bins = Object.keys(stats.utteranceLengths.Commander);
  return {
    'stats.json': `${JSON.stringify(stats, null, 2)}\n`,
    'table2.csv': table2Csv(stats),
    'table3.csv': table3Csv(stats),
    'table6.csv': table6Csv(stats),
    'utterance_lengths.csv': utteranceLengthsCsv(stats),
    'edh_per_split.csv': edhPerSplitCsv(stats),
    'utterance_lengths.svg': barChartSvg('Utterance length (words)', bins, [
      { name: 'Commander', values: bins.map((b) => stats.utteranceLengths.Commander[b] ?? 0), color: '#3b6ea5' },
      { name: 'Follower', values: bins.map((b) => stats.utteranceLengths.Driver[b] ?? 0), color: '#d08a2e' },
    ], 'utterances'),
    'success_by_task.svg': barChartSvg('Human success rate per task (%)', stats.table2.map((r) => r.task), [
      { name: 'success %', values: stats.table2.map((r) => Math.round(r.successRate * 1000) / 10), color: '#4a9a5b' },
    ], 'percent'),
    'edh_per_split.svg': barChartSvg('EDH instances per split', Object.keys(stats.edhInstancesPerSplit), [
      { name: 'EDH instances', values: Object.values(stats.edhInstancesPerSplit), color: '#7a5aa5' },
    ], 'instances'),
  };
}
