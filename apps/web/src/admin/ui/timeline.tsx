/** The scrubber: session time from 0 to the last event, ticks for utterances (above) and object interactions (below). */
import { useRef, type PointerEvent } from 'react';
import type { EventRecord } from '@chorehouse/protocol';
import type { TimelineMark } from '../replay/replay-frames.js';

export function Timeline({ events, marks, playheadMs, onScrub }: { events: readonly EventRecord[]; marks: readonly TimelineMark[]; playheadMs: number; onScrub: (ms: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const end = Math.max(1, events.at(-1)?.t ?? 1);
  const at = (e: PointerEvent) => {
    const r = ref.current!.getBoundingClientRect();
    onScrub((Math.max(0, Math.min(1, (e.clientX - r.left) / r.width))) * end);
  };
  return (
    <div
      className="timeline" ref={ref} data-testid="timeline"
      onPointerDown={(e) => { e.currentTarget.setPointerCapture(e.pointerId); at(e); }}
      onPointerMove={(e) => { if (e.buttons) at(e); }}
    >
      <div className="track" />
      <div className="played" style={{ width: `${(100 * playheadMs) / end}%` }} />
      {marks.map((m, i) => <span key={i} className={`mark ${m.kind}`} style={{ left: `${(100 * m.t) / end}%` }} title={`${(m.t / 1000).toFixed(1)} s · ${m.label}`} />)}
      <div className="head" style={{ left: `${(100 * playheadMs) / end}%` }} />
      <div className="legend small"><span className="mark-key utterance" /> utterances <span className="mark-key interaction" /> object interactions</div>
    </div>
  );
}
