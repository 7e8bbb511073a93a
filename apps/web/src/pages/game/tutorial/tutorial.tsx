/**
 * The solo tutorial: the worker sees the task as a Commander would (its Progress Check, step by
 * step) and does it as the Follower, in the demo kitchen stepped locally: make coffee, then cook a
 * slice of potato. Finishing sends the actions to the server, which replays them and clears the
 * worker for games with other people.
 */
import { tutorialResultSchema, type TutorialResult } from '@chorehouse/protocol';
import { followerCamera, type MotionActionName, type ObjectActionName } from '@chorehouse/sim';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { savedToken } from '../../../net/arrival.js';
import { useClickTarget } from '../../../picking/use-click-target.js';
import type { PoseSource } from '../../../render/pose-source.js';
import { WorldView } from '../../../render/world-view.js';
import { NavPanel, useMotionKeys } from '../play/nav-panel.js';
import { useFollowerSelection } from '../play/follower-selection.js';
import { ActionPanel } from '../play/action-panel.js';
import { createTutorialStore } from './tutorial-store.js';
import { TUTORIAL_TIPS, tutorialTasks } from './tutorial-tasks.js';

export function Tutorial({ onDone }: { onDone: () => void }) {
  const store = useMemo(() => createTutorialStore(), []);
  const world = useStore(store, (s) => s.world);
  const lines = useStore(store, (s) => s.console);
  const pose = useMemo((): PoseSource => ({
    get: () => followerCamera(store.getState().world),
    subscribe: (l) => store.subscribe((s, p) => { if (s.world !== p.world) l(); }),
  }), [store]);
  const { hoverId, selected, handlers, setSelected } = useClickTarget(world, pose.get);
  const tasks = useMemo(() => tutorialTasks(world), [world]);
  const current = tasks.findIndex((t) => !t.success);
  const [result, setResult] = useState<TutorialResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const consoleBox = useRef<HTMLOListElement>(null);
  useEffect(() => { consoleBox.current?.scrollTo({ top: consoleBox.current.scrollHeight }); }, [lines.length]);

  const move = useCallback((name: MotionActionName) => { store.getState().act({ name }); }, [store]);
  useMotionKeys(move);
  const act = (name: ObjectActionName) => { if (selected) store.getState().act({ name, x: selected.point.x, y: selected.point.y }); };
  const { actions, selectedObj, held, highlights } = useFollowerSelection(world, selected, hoverId, setSelected);

  const submit = async () => {
    setProblem(null);
    try {
      const res = await fetch('/api/tutorial/complete', {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${savedToken() ?? ''}` },
        body: JSON.stringify({ actions: store.getState().actions }),
      });
      const body: unknown = await res.json();
      const parsed = tutorialResultSchema.safeParse(body);
      if (res.ok && parsed.success) setResult(parsed.data);
      else setProblem((body as { error?: { message?: string } }).error?.message ?? 'The server did not accept it; try again.');
    } catch {
      setProblem('Cannot reach the game server. Check your connection and try again.');
    }
  };

  return (
    <main className="screen tutorial" data-testid="tutorial">
      <header className="screen-head">
        <h1>Tutorial</h1>
        <p>You play both parts: on the right, what a Commander sees; on the left, you act as the Follower. Nobody else is here.</p>
      </header>
      <div className="play-area">
        <div className="main-view">
          <WorldView world={world} pose={pose} highlights={highlights} {...handlers} style={{ cursor: 'crosshair' }} data-testid="follower-view" aria-label="The Follower's view. Click an object to select it." />
        </div>
        <div className="side">
          <ActionPanel actions={actions} selectedObj={selectedObj} clickedNothing={selected !== null} held={held} paused={false} onAct={act} />
          <NavPanel onMotion={move} disabled={false} />
          <section className="panel console" aria-label="Simulator messages">
            <h2>What happened</h2>
            <ol ref={consoleBox} data-testid="sim-console">{lines.map((l, i) => <li key={i} className={l.ok ? 'ok' : 'fail'}>{l.text}</li>)}</ol>
          </section>
        </div>
        <div className="side">
          <section className="panel progress" aria-label="The Commander's view of the task">
            <h2>The Commander sees</h2>
            <ol className="tutorial-steps">
              {tasks.map((t, i) => (
                <li key={t.title} className={i === current ? 'current' : t.success ? 'done' : ''}>
                  {t.success ? '✓ ' : ''}{t.title}
                  {i === current && (
                    <>
                      <ul className="steps">{t.subgoals.flatMap((g) => g.steps).map((s, j) => <li key={j} className={s.success ? 'done' : ''}>{s.success ? '✓' : '○'} {s.desc}</li>)}</ul>
                      <p className="muted small">Tips:</p>
                      <ol className="small">{TUTORIAL_TIPS[i]!.map((tip) => <li key={tip}>{tip}</li>)}</ol>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </section>
          <section className="panel finish">
            {result ? (
              <>
                <p className="done" data-testid="tutorial-passed">Well done! You can now play with other people.</p>
                <button type="button" className="primary" onClick={onDone}>Back to the start</button>
              </>
            ) : (
              <>
                <button type="button" className="primary" disabled={current !== -1} onClick={() => void submit()} data-testid="tutorial-submit">
                  {current === -1 ? 'Finish the tutorial' : 'Finish the tutorial (do both tasks first)'}
                </button>{' '}
                <LeaveTutorial onLeave={onDone} />
              </>
            )}
            {problem && <p className="error" role="alert">{problem}</p>}
          </section>
        </div>
      </div>
    </main>
  );
}

/** Leaving loses the tutorial's progress, so it asks first (a stray click next to Finish should not cost the worker its work). */
function LeaveTutorial({ onLeave }: { onLeave: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) return <button type="button" onClick={() => setAsking(true)} data-testid="tutorial-leave">Leave the tutorial</button>;
  return (
    <div role="alertdialog" aria-label="Leave the tutorial?" data-testid="tutorial-leave-confirm">
      <p>Leave the tutorial? What you have done here is lost, and you start again next time.</p>
      <button type="button" className="danger" onClick={onLeave} data-testid="tutorial-leave-yes">Yes, leave</button>{' '}
      <button type="button" onClick={() => setAsking(false)}>Keep going</button>
    </div>
  );
}
