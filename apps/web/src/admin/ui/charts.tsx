/** Two plain SVG charts: horizontal bars for named things, columns for distributions. */
import type { Bin } from './histogram.js';

export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly text?: string;
}

export function BarChart({ bars, max, color = '#3c6fd1', testId }: { bars: readonly Bar[]; max?: number; color?: string; testId?: string }) {
  const top = max ?? Math.max(1, ...bars.map((b) => b.value));
  const rowH = 22;
  const labelW = 150;
  const w = 460;
  if (bars.length === 0) return <p className="muted small">No data yet.</p>;
  return (
    <svg className="chart" viewBox={`0 0 ${w} ${bars.length * rowH + 4}`} width="100%" data-testid={testId}>
      {bars.map((b, i) => {
        const bw = ((w - labelW - 100) * b.value) / top;
        return (
          <g key={b.label} transform={`translate(0 ${i * rowH + 2})`}>
            <text x={labelW - 6} y={15} textAnchor="end" className="chart-label">{b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}</text>
            <rect x={labelW} y={3} width={Math.max(1, bw)} height={rowH - 7} rx={3} fill={color} />
            <text x={labelW + bw + 5} y={15} className="chart-value">{b.text ?? b.value}</text>
          </g>
        );
      })}
    </svg>
  );
}

export function ColumnChart({ bins, unit, color = '#2f9e8f', testId }: { bins: readonly Bin[]; unit: string; color?: string; testId?: string }) {
  if (bins.length === 0) return <p className="muted small">No data yet.</p>;
  const w = 460;
  const h = 150;
  const base = h - 30;
  const top = Math.max(1, ...bins.map((b) => b.count));
  const colW = (w - 20) / bins.length;
  return (
    <svg className="chart" viewBox={`0 0 ${w} ${h}`} width="100%" data-testid={testId}>
      <line x1={10} x2={w - 10} y1={base} y2={base} stroke="#c9c4bb" />
      {bins.map((b, i) => {
        const ch = ((base - 16) * b.count) / top;
        const x = 10 + i * colW;
        return (
          <g key={b.from}>
            <rect x={x + 2} y={base - ch} width={colW - 4} height={ch} rx={2} fill={color} />
            {b.count > 0 && <text x={x + colW / 2} y={base - ch - 3} textAnchor="middle" className="chart-value">{b.count}</text>}
            <text x={x + colW / 2} y={base + 13} textAnchor="middle" className="chart-label">{b.to - b.from > 1 ? `${b.from}–${b.to - 1}` : b.from}</text>
          </g>
        );
      })}
      <text x={w - 10} y={h - 2} textAnchor="end" className="chart-label muted">{unit}</text>
    </svg>
  );
}
