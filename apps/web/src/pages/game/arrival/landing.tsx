/** The first page: crowd workers arrive from their platform's link; local players type a name. */
import { LIMITS, withoutHiddenCharacters } from '@chorehouse/protocol';
import { useState, type FormEvent } from 'react';

export function Landing({ onName, busy, problem, preview }: { onName: (name: string) => void; busy: boolean; problem: string | null; preview: boolean }) {
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) onName(name.trim());
  };
  return (
    <main className="page narrow" data-testid="landing">
      <h1>Chorehouse</h1>
      <p className="lead">A game for two people. One of you, the <b>Commander</b>, knows a household task, like making coffee. The other, the <b>Follower</b>, does it in a 3D kitchen. You talk by chat.</p>
      {preview ? (
        <section className="panel" data-testid="mturk-preview">
          <p className="banner">This is a preview. Accept the HIT to play.</p>
          <p>After you accept, you read short instructions, may take a tutorial, and are paired with another worker. Together you do one household task in a 3D house, typing to each other. At the end you submit the HIT from this page.</p>
        </section>
      ) : (
        <form onSubmit={submit} className="panel">
          <label htmlFor="name">Your name (your partner sees it)</label>
          <input id="name" value={name} maxLength={LIMITS.maxNameChars} onChange={(e) => setName(withoutHiddenCharacters(e.target.value))} autoFocus data-testid="name-input" />
          <button type="submit" className="primary" disabled={busy || !name.trim()} data-testid="enter">{busy ? 'Joining…' : 'Continue'}</button>
        </form>
      )}
      {problem && <p className="error" role="alert">{problem}</p>}
    </main>
  );
}
