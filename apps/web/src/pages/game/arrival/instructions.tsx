/** What each role does, in plain words, with good and bad chat examples; then the ways to play. */
import { useState } from 'react';
import { serverLink } from '../game-context.js';

const GOOD = [
  ['Commander', 'Please make a cup of coffee. The mug is on the counter left of the sink.'],
  ['Follower', 'I have the mug. Where is the coffee machine?'],
  ['Commander', 'It is in the corner, to the left of the toaster. Rinse the mug first: it is dirty.'],
];
const BAD = [
  ['Commander', 'do task', 'Says nothing about what to do or where.'],
  ['Follower', 'ok', 'Better: say what you did, or ask what is next.'],
  ['Commander', 'Mug|+01.20|+00.90|-01.50', 'Object codes mean nothing to people: use plain words.'],
];

export function Instructions({ onTutorial, vetted }: { onTutorial: () => void; vetted: boolean | null }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const join = async (partner: 'human' | 'bot', botRole: 'commander' | 'follower' = 'commander') => {
    setBusy(true);
    const r = await serverLink.request({ type: 'lobby/join', partner, botRole });
    setBusy(false);
    setError(r.ok || r.error.code === 'lobby/in_session' ? null : r.error.message);
  };
  return (
    <main className="page" data-testid="instructions">
      <h1>How to play</h1>
      <div className="columns">
        <section className="panel">
          <h2>The Commander</h2>
          <ul>
            <li>Sees the task (for example <i>Make Coffee</i>) and can check what is still left to do.</li>
            <li>Can look up where objects are and fly a camera around the house, through walls.</li>
            <li>Cannot touch anything: tells the Follower what to do, step by step, in the chat.</li>
            <li>Presses <b>Finish</b> when the task is done.</li>
          </ul>
        </section>
        <section className="panel">
          <h2>The Follower</h2>
          <ul>
            <li>Walks through the house (arrow keys or W A S D) and does things: pick up, place, open, close, turn on and off, slice, pour.</li>
            <li>To act on an object: click it in the view, then press the action's button.</li>
            <li>Does not know the task: asks the Commander and says what it did.</li>
          </ul>
        </section>
      </div>
      <div className="columns">
        <section className="panel">
          <h2>Good chat</h2>
          <ul className="examples">{GOOD.map(([who, text], i) => <li key={i}><b>{who}:</b> {text}</li>)}</ul>
        </section>
        <section className="panel">
          <h2>Bad chat</h2>
          <ul className="examples bad">{BAD.map(([who, text, why], i) => <li key={i}><b>{who}:</b> “{text}” <span className="muted">{why}</span></li>)}</ul>
        </section>
      </div>
      <section className="panel choices">
        <h2>Ready?</h2>
        <p>Chat at any time; there are no turns. Be polite. Reloading the page is safe: the game continues.</p>
        <div className="row">
          <button type="button" className="primary" disabled={busy} onClick={() => void join('human')} data-testid="play-human">Find a partner</button>
          <button type="button" disabled={busy} onClick={() => void join('bot', 'commander')} data-testid="play-bot">Practice with a bot (you are the Follower)</button>
          <button type="button" disabled={busy} onClick={() => void join('bot', 'follower')} data-testid="play-bot-commander">Practice with a bot (you are the Commander)</button>
          <button type="button" disabled={busy} onClick={onTutorial} data-testid="start-tutorial">Take the tutorial{vetted ? ' again' : ''}</button>
        </div>
        {error && <p className="error" role="alert">{error}{/not yet cleared/i.test(error) ? ' Take the tutorial first: finishing it clears you to play with others.' : ''}</p>}
      </section>
    </main>
  );
}
