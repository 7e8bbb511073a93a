/**
 * The game page: which screen a worker sees follows from the store (arrival, instructions,
 * waiting room, the Commander's or Follower's screen, survey, completion). A reload reconnects
 * with the tab's token and the server sends the session's whole state again.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { arrive, fetchCompletion } from '../../net/server-link.js';
import { forgetCompletion, forgetSeat, recallCompletion, recallSeat, rememberCompletion, rememberSeat } from '../../net/completion-memory.js';
import { arrivalFromUrl, isMturkPreview, savedToken, saveToken } from '../../net/arrival.js';
import { INITIAL_STATE } from '../../state/game-store.js';
import { CompletionPage } from './arrival/completion.js';
import { ConsentPage } from './arrival/consent.js';
import { fetchConsent } from '../../net/consent.js';
import type { ConsentStatus } from '@chorehouse/protocol';
import { Instructions } from './arrival/instructions.js';
import { Landing } from './arrival/landing.js';
import { Survey } from './arrival/survey.js';
import { WaitingRoom } from './arrival/waiting-room.js';
import { gameStore, serverLink, useGame } from './game-context.js';
import { CommanderScreen } from './play/commander-screen.js';
import { FollowerScreen } from './play/follower-screen.js';
import { useAttention } from './attention.js';

// The tutorial steps the simulator locally and checks the task itself: its own chunk.
const Tutorial = lazy(() => import('./tutorial/tutorial.js').then((m) => ({ default: m.Tutorial })));

export function App() {
  const [token, setToken] = useState(savedToken);
  const [arriving, setArriving] = useState(false);
  const [arrivalProblem, setArrivalProblem] = useState<string | null>(null);
  const [tutorial, setTutorial] = useState(false);
  /** The consent page's text and this worker's answer; null until the server says (issue 47). */
  const [consent, setConsent] = useState<ConsentStatus | null>(null);
  const link = useGame((s) => s.link);
  const problem = useGame((s) => s.problem);
  const queued = useGame((s) => s.queued);
  const status = useGame((s) => s.status);
  const viewer = useGame((s) => s.viewer);
  const surveyAnswered = useGame((s) => s.surveyAnswered);
  const completion = useGame((s) => s.completion);
  const noPartner = useGame((s) => s.noPartner);
  const hasWorld = useGame((s) => s.world !== null);
  const ended = useGame((s) => s.ended);
  useAttention();

  const enter = async (arrival: Parameters<typeof arrive>[0], retryWhenAllowed = false) => {
    setArriving(true);
    const r = await arrive(arrival);
    setArriving(false);
    if (r.ok) { setArrivalProblem(null); setToken(r.token); return; }
    setArrivalProblem(r.message);
    // A crowd worker's link arrives by itself: after a rate limit it tries again when the server said it may.
    if (retryWhenAllowed && r.retryAfterMs !== null) setTimeout(() => void enter(arrival, true), r.retryAfterMs);
  };

  // Crowd workers arrive from their platform's link without typing anything.
  useEffect(() => {
    const fromUrl = arrivalFromUrl(window.location.search);
    if (!token && fromUrl && !isMturkPreview(window.location.search)) void enter(fromUrl, true);
  }, []);
  useEffect(() => { if (token) serverLink.connect(token); }, [token]);
  useEffect(() => {
    if (!token) return;
    let stop = false;
    void fetchConsent(token).then((r) => { if (!stop && r.ok) setConsent(r.status); });
    return () => { stop = true; };
  }, [token]);
  // After a reload or in a new tab, the server sends the code again; if it does not come, ask for it.
  const sessionId = useGame((s) => s.sessionId);
  const awaitingCode = status === 'ended' && surveyAnswered && !completion;
  useEffect(() => {
    if (!awaitingCode || !token) return;
    let stop = false;
    const ask = async () => {
      const found = await fetchCompletion(token, sessionId);
      if (found && !stop) gameStore.setState({ completion: found });
    };
    const t = setTimeout(() => void ask(), 1500);
    return () => { stop = true; clearTimeout(t); };
  }, [awaitingCode, token, sessionId]);

  // The code shown is kept for this browser: a reload or a new tab shows it again until "Play another game".
  const workerId = useGame((s) => s.worker?.id ?? null);
  // Kept per worker and task link (a new HIT or study has new URL parameters and starts clean).
  const memoryKey = workerId ? `${workerId}${window.location.search}` : null;
  useEffect(() => {
    if (!memoryKey) return;
    if (completion || noPartner) {
      rememberCompletion(memoryKey, (completion ?? noPartner)!, !completion);
      forgetSeat(memoryKey);
    }
  }, [memoryKey, completion, noPartner]);
  useEffect(() => {
    if (memoryKey && sessionId && status && status !== 'ended') rememberSeat(memoryKey, sessionId);
  }, [memoryKey, sessionId, status]);
  useEffect(() => {
    if (!memoryKey || !token) return;
    let stop = false;
    // Only when the server, once connected, has no game or queue place for this worker to show.
    const nothingShown = () => {
      const s = gameStore.getState();
      return !(s.status || s.queued || s.completion || s.noPartner);
    };
    const t = setTimeout(() => {
      if (!nothingShown()) return;
      const kept = recallCompletion(memoryKey);
      if (kept) {
        gameStore.setState(kept.noPartner ? { noPartner: kept.completion } : { completion: kept.completion });
        return;
      }
      // The game this browser was seated in ended without it (a bot took the seat): its code and why.
      const seat = recallSeat(memoryKey);
      if (seat) {
        void fetchCompletion(token, seat).then((found) => {
          if (stop || !nothingShown()) return;
          if (found) gameStore.setState({ completion: found });
          else forgetSeat(memoryKey);
        });
      }
    }, 1500);
    return () => { stop = true; clearTimeout(t); };
  }, [memoryKey, token]);

  const again = () => {
    if (memoryKey) { forgetCompletion(memoryKey); forgetSeat(memoryKey); }
    gameStore.setState({ ...INITIAL_STATE, link: gameStore.getState().link, worker: gameStore.getState().worker });
  };

  if (link === 'refused') {
    return (
      <main className="page narrow" data-testid="refused">
        <h1>We could not let you in</h1>
        <p className="error">{problem}</p>
        <button type="button" className="primary" onClick={() => { saveToken(null); window.location.reload(); }}>Start again</button>
      </main>
    );
  }
  if (!token) return <Landing onName={(name) => void enter({ platform: 'local', name })} busy={arriving} problem={arrivalProblem} preview={isMturkPreview(window.location.search)} />;
  if (completion || noPartner) {
    return <CompletionPage completion={(completion ?? noPartner)!} ended={ended} onAgain={again} />;
  }
  if (status === 'ended') return surveyAnswered ? <Waiting text="Getting your completion code…" /> : <Survey />;
  if (status && hasWorld && viewer === 'follower') return <FollowerScreen />;
  if (status && hasWorld && viewer === 'commander') return <CommanderScreen />;
  // Before the tutorial and the lobby: the consent page, when the study has one and this worker has not agreed.
  if (token && consent?.required && consent.decision !== 'agreed') return <ConsentPage token={token} status={consent} onAnswer={setConsent} />;
  if (tutorial) return <Suspense fallback={<Waiting text="Loading the tutorial…" />}><Tutorial onDone={() => setTutorial(false)} /></Suspense>;
  if (queued) return <WaitingRoom />;
  if (link !== 'online') return <Waiting text={link === 'reconnecting' ? 'Reconnecting to the game server…' : 'Connecting to the game server…'} detail={link === 'reconnecting' ? problem : null} />;
  return <Instructions onTutorial={() => setTutorial(true)} vetted={null} />;
}

/** A spinner and what is awaited; `detail`: why it takes longer (the server said so), shown beneath. */
function Waiting({ text, detail = null }: { text: string; detail?: string | null }) {
  return (
    <main className="page narrow">
      <div className="spinner" aria-hidden="true" />
      <p className="lead" aria-live="polite">{text}</p>
      {detail && <p data-testid="waiting-detail">{detail} Keep this page open; it connects by itself.</p>}
    </main>
  );
}
