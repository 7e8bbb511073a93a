/**
 * The replay viewer: a finished session rebuilt in the browser from its episode and log, played
 * back in real time or one action a second, with a timeline to scrub; its last frame is checked
 * against the server's final state.
 */
import type { EventRecord } from '@chorehouse/protocol';
import { useCallback, useEffect, useMemo } from 'react';
import type { ReplayBundle } from '@chorehouse/protocol';
import { consoleStore, useConsole } from '../state/use-console.js';
import { PLAYBACK_MODES, type PlaybackMode } from '../replay/playback.js';
import { nextStep, previousStep, timelineMarks } from '../replay/replay-frames.js';
import { OutcomeBadge, Seat } from './badges.js';
import { ContactSheet } from './contact-sheet.js';
import { floorPlanName, formatDuration, formatPlayhead, shortId } from './format.js';
import { SessionStage } from './session-stage.js';
import { EndedTable, taskLabel } from './sessions-page.js';
import { Timeline } from './timeline.js';
import { usePolling } from './use-polling.js';

const NO_EVENTS: readonly EventRecord[] = [];
const MODE_LABEL: Record<PlaybackMode, string> = { realtime: 'Real time', 'per-action': '1 action / s' };

export function ReplayPage({ sessionId }: { sessionId: string | null }) {
  const ended = useConsole((s) => s.endedSessions);
  usePolling(useCallback(() => consoleStore.getState().refreshSessions(), []), 10_000);
  return (
    <main className="page">
      {sessionId ? <ReplayViewer sessionId={sessionId} /> : (
        <section className="card">
          <div className="card-head"><h2>Replay a finished session</h2><span className="muted small">Pick one; it is rebuilt here from its episode and its log.</span></div>
          <EndedTable rows={ended} onOpen={(id) => consoleStore.getState().navigate({ page: 'replay', id })} />
        </section>
      )}
    </main>
  );
}

function usePlaybackClock(playing: boolean): void {
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      consoleStore.getState().tickPlayback(now - last);
      last = now;
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);
}

/** Space plays and pauses; the arrow keys step. */
function useReplayKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.target instanceof HTMLButtonElement) return;
      const st = consoleStore.getState();
      const events = st.replay?.bundle.events ?? [];
      if (e.key === ' ') st.setPlaying(!st.playback.playing);
      else if (e.key === 'ArrowRight') st.seekTo(nextStep(events, st.playback.cursor));
      else if (e.key === 'ArrowLeft') st.seekTo(previousStep(events, st.playback.cursor));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function ReplayViewer({ sessionId }: { sessionId: string }) {
  const replay = useConsole((s) => (s.replay?.bundle.session.id === sessionId ? s.replay : null));
  // A short id (the 8 characters the tables show) loads the session it names; the address then takes its full id.
  const fullId = useConsole((s) => s.replay?.bundle.session.id);
  useEffect(() => {
    if (fullId && fullId !== sessionId && fullId.startsWith(sessionId)) location.replace(`#/replay/${encodeURIComponent(fullId)}`);
  }, [fullId, sessionId]);
  const loading = useConsole((s) => s.replayLoading);
  const error = useConsole((s) => s.replayError);
  const playback = useConsole((s) => s.playback);
  useEffect(() => { void consoleStore.getState().loadReplay(sessionId); }, [sessionId]);
  usePlaybackClock(playback.playing);
  useReplayKeys();
  const marks = useMemo(() => (replay ? timelineMarks(replay.bundle.events) : []), [replay]);
  const shown = useMemoSlice(replay?.bundle.events ?? NO_EVENTS, playback.cursor);
  if (error) return <p className="error card">{error}</p>;
  if (!replay) return <p className="card muted">{loading ? 'Loading the session and replaying it…' : 'Loading…'}</p>;
  const { bundle, frames } = replay;
  const events = bundle.events;
  const atEnd = playback.cursor >= events.length;
  const st = consoleStore.getState();
  const s = bundle.session;
  const matches = replay.finalHash === bundle.finalWorldHash;
  return (
    <>
      <section className="card session-head">
        <div>
          <a href="#/replay" className="back">← Finished sessions</a>
          <h2>Replay <code>{shortId(s.id)}</code> <OutcomeBadge outcome={s.outcome} reason={s.endReason} /></h2>
          <p className="muted">{taskLabel(s)} · {s.task ? `${floorPlanName(s.task.floorPlan)} · ${s.task.split}` : ''} · <Seat seat={s.commander} role="commander" /> commands, <Seat seat={s.follower} role="follower" /> follows · {events.length} events · {formatDuration(s.durationMs)}</p>
        </div>
        <div className={`hash ${atEnd ? (matches ? 'ok' : 'bad') : ''}`} data-testid="replay-hash" data-at-end={String(atEnd)} data-match={String(atEnd && matches)} data-final-hash={atEnd ? replay.finalHash : ''}>
          {atEnd
            ? matches ? <>✓ Final frame matches the server's final state<br /><code>{replay.finalHash.slice(0, 16)}</code></> : <>✗ Final frame differs from the server's final state<br /><code>{replay.finalHash.slice(0, 16)} ≠ {bundle.finalWorldHash.slice(0, 16)}</code></>
            : <>Final state <code>{bundle.finalWorldHash.slice(0, 16)}</code><br /><span className="muted small">checked when playback reaches the end</span></>}
          {!replay.initialMatches && <div className="error small">The episode's initial world does not hash to its recorded hash.</div>}
        </div>
      </section>
      <section className="card controls">
        <button onClick={() => st.seekTo(0)} title="To the start">|◀ Start</button>
        <button onClick={() => st.seekTo(previousStep(events, playback.cursor))} title="Step back" data-testid="step-back">◀ Step</button>
        <button className="primary play" onClick={() => st.setPlaying(!playback.playing)} data-testid="play">{playback.playing ? '❚❚ Pause' : '▶ Play'}</button>
        <button onClick={() => st.seekTo(nextStep(events, playback.cursor))} title="Step forward" data-testid="step-forward">Step ▶</button>
        <button onClick={() => st.seekTo(events.length)} title="To the end" data-testid="to-end">End ▶|</button>
        <div className="modes">
          {PLAYBACK_MODES.map((m) => <button key={m} className={`chip${playback.mode === m ? ' active' : ''}`} onClick={() => st.setMode(m)} data-testid={`mode-${m}`}>{MODE_LABEL[m]}</button>)}
        </div>
        <span className="muted small">space: play/pause · ←/→: step</span>
        <span className="clock" data-testid="replay-position" data-cursor={playback.cursor} data-total={events.length}>{formatPlayhead(playback.playheadMs)} / {formatPlayhead(events.at(-1)?.t ?? 0)} · event {playback.cursor}/{events.length}</span>
        <Timeline events={events} marks={marks} playheadMs={playback.playheadMs} onScrub={(ms) => st.scrubTo(ms)} />
      </section>
      <SessionStage world={frames[playback.cursor]!} events={shown} preserveDrawingBuffer />
      <SurveyAnswers surveys={bundle.surveys} />
      <ContactSheet sessionId={s.id} />
    </>
  );
}

/** What each player said about the game afterwards: the rating and the comment. */
function SurveyAnswers({ surveys }: { surveys: ReplayBundle['surveys'] }) {
  return (
    <section className="card" data-testid="survey-answers">
      <div className="card-head"><h2>Survey</h2></div>
      {surveys.length === 0 ? <p className="muted small">Nobody answered the survey for this game.</p> : (
        <table className="table">
          <thead><tr><th>Role</th><th className="num">Partner rating</th><th>Comment</th></tr></thead>
          <tbody>
            {surveys.map((v) => (
              <tr key={`${v.role}-${v.workerId}`} data-testid="survey-answer">
                <td><span className={`dot role-${v.role}`} /> {v.role}</td>
                <td className="num">{v.rating}/5</td>
                <td>{v.comment ? v.comment : <span className="muted">no comment</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The events shown so far; a new array only when the cursor moves. */
function useMemoSlice<T>(items: readonly T[], n: number): readonly T[] {
  return useMemo(() => items.slice(0, n), [items, n]);
}
