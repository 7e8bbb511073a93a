/**
 * The Commander's task: description, Progress Check, and each subgoal named by what it asks with
 * its steps (a tick beside a step that is done; a step searches its object).
 */
import { displayName } from '@chorehouse/sim';
import { builtinLibrary, meansSubgoals } from '@chorehouse/tdl';
import { useMemo, useState } from 'react';
import { serverLink, useGame } from '../game-context.js';
import { readProgress } from './progress-response.js';
import { countListed, subgoalTitle } from './progress-summary.js';
import { useSearch } from './search-panel.js';
import { tickedBy } from './whereabouts.js';

export function ProgressPanel({ disabled }: { disabled: boolean }) {
  const task = useGame((s) => s.task);
  const progress = useGame((s) => s.progress);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const search = useSearch();
  const world = useGame((s) => s.world);
  const view = progress ? readProgress(progress.response) : null;
  const means = useMemo(() => new Set(task ? meansSubgoals(builtinLibrary(), task.name, task.params) : []), [task]);
  const count = view ? countListed(view, means) : null;

  const check = async () => {
    setBusy(true);
    const r = await serverLink.request({ type: 'progress_check' });
    setBusy(false);
    setError(r.ok ? null : r.error.message);
  };

  return (
    <section className="panel progress" aria-label="Task">
      {/* The task in people's words ("Put 2 slices of tomato on a clean plate."), not its template name ("N Slices Of X In Y"). */}
      <h2>Your task: <b data-testid="task-name">{task?.description ?? '…'}</b></h2>
      <div className="row">
        <button type="button" className="primary" onClick={() => void check()} disabled={disabled || busy} data-testid="progress-check">
          {busy ? 'Checking…' : view ? 'Check again' : 'Check progress'}
        </button>
        {view && count && (
          <span className={view.success ? 'done' : 'muted'} data-testid="progress-summary">
            {view.success ? 'Everything is done. Press Finish.' : `${count.done} of ${count.total} done`}
          </span>
        )}
      </div>
      {error && <p className="error" role="alert">{error}</p>}
      {!view && <p className="muted small">Check progress to see what is left to do. Click a step to find its object.</p>}
      {view && (
        <ol className="subgoals" data-testid="progress-result">
          {view.subgoals.map((g, i) => (
            means.has(g.description) ? (
              // A tool or place the task needs: there is one, which is no progress of the players'.
              <li key={i} className="means" data-testid="progress-means"><span className="mark" aria-label="needed">•</span> Needed: {subgoalTitle(view, i)}</li>
            ) : <li key={i} className={g.success ? 'done' : ''}>
              <span className="mark" aria-label={g.success ? 'done' : 'not done'}>{g.success ? '✓' : '○'}</span> {subgoalTitle(view, i)}
              {g.steps.length > 0 && (
                <ul className="steps">
                  {g.steps.map((s, j) => (
                    <li key={j} className={s.success ? 'done' : ''}>
                      <button
                        type="button" className="link" disabled={disabled || !s.objectId} data-object-id={s.objectId}
                        title={`Show where the ${displayName(s.objectType)} is`} onClick={() => void search('id', s.objectId, displayName(s.objectType))}
                      >
                        <span className="mark" aria-label={s.success ? 'done' : 'not done'}>{s.success ? '✓' : '○'}</span> {s.desc}
                      </button>
                      {/* The answer stays TEACh's; beside it, which object ticks the step and where, since it may not be the one being worked on. */}
                      {s.success && world && s.objectId && <span className="ticked-by small muted" data-testid="ticked-by"> Ticked by the {tickedBy(world, s.objectId)}.</span>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
