/** The Commander's latest Progress Check (TEACh's response: task description, subgoals and their steps). */
import type { EventRecord } from '@chorehouse/protocol';
import { readProgress } from '../../pages/game/play/progress-response.js';

export function ProgressPanel({ events }: { events: readonly EventRecord[] }) {
  let check: Extract<EventRecord, { kind: 'progress_check' }> | null = null;
  let checks = 0;
  for (const e of events) if (e.kind === 'progress_check') { check = e; checks++; }
  const response = check ? readProgress(check.response) : null;
  return (
    <section className="card progress" data-testid="progress-check">
      <h3>Progress Check <span className="muted small">({checks} run)</span></h3>
      {!check && <p className="muted small">The Commander has not checked progress yet.</p>}
      {check && (
        <>
          <div className="gc">
            <div className="bar"><div style={{ width: `${check.goalConditions.total ? Math.min(100, (100 * check.goalConditions.satisfied) / check.goalConditions.total) : 0}%` }} /></div>
            <span>{check.goalConditions.satisfied}/{check.goalConditions.total} goal conditions{check.success ? ' · done' : ''} <span className="muted small">at {(check.t / 1000).toFixed(0)} s</span></span>
          </div>
          {response && (
            <>
              <p className="task-desc">{response.taskDesc}</p>
              <ul className="subgoals">
                {response.subgoals.map((g, i) => (
                  <li key={i} className={g.success ? 'ok' : ''}>
                    {/* Atomic components have no description of their own: only their steps say what to do. */}
                    {g.description && <><span className="tick">{g.success ? '✓' : '○'}</span> {g.description}</>}
                    {g.steps.length > 0 && <ul className={g.description ? '' : 'flat'}>{g.steps.map((s, j) => <li key={j} className={s.success ? 'ok' : ''}><span className="tick">{s.success ? '✓' : '○'}</span> {s.desc}</li>)}</ul>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
