/** The simulator's messages about the Follower's own actions: what happened, and why a failure failed. */
import type { EventRecord } from '@chorehouse/protocol';
import { isObjectAction } from '@chorehouse/sim';
import { useRef } from 'react';
import { useGame } from '../game-context.js';
import { clockOf } from './chat-panel.js';
import { useStickToBottom } from './stick-to-bottom.js';

type ActionEvent = Extract<EventRecord, { kind: 'action' }>;

export function SimConsole({ notes }: { notes: readonly string[] }) {
  const events = useGame((s) => s.events);
  // Motions that succeed say nothing useful; object actions and every failure do.
  const lines = events.filter((e): e is ActionEvent => e.kind === 'action' && e.role === 'follower' && (isObjectAction(e.action.name) || !e.outcome.success)).slice(-40);
  const box = useRef<HTMLOListElement>(null);
  // The newest line's key, not the count: the box keeps the last 40 lines, so the count stops changing.
  useStickToBottom(box, `${lines[lines.length - 1]?.seq ?? -1}:${notes.length}`);
  return (
    <section className="panel console" aria-label="Simulator messages">
      <h2>What happened</h2>
      <ol ref={box} data-testid="sim-console" aria-live="polite">
        {lines.length === 0 && notes.length === 0 && <li className="muted">Messages about your actions appear here.</li>}
        {lines.map((e) => (
          <li key={e.seq} className={e.outcome.success ? 'ok' : 'fail'}><time>{clockOf(e.t)}</time> {e.outcome.message}</li>
        ))}
        {notes.map((n, i) => <li key={`n${i}`} className="fail">{n}</li>)}
      </ol>
    </section>
  );
}
