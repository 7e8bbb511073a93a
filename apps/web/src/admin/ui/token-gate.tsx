/** Sign-in with the admin token; a refused token says so plainly. */
import { useState, type FormEvent } from 'react';
import { consoleStore, useConsole } from '../state/use-console.js';

export function TokenGate() {
  const error = useConsole((s) => s.authError);
  const checking = useConsole((s) => s.checkingToken);
  const [token, setToken] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void consoleStore.getState().signIn(token);
  };
  return (
    <div className="gate">
      <form className="card gate-card" onSubmit={submit}>
        <h1>Chorehouse console</h1>
        <p className="muted">Admins run the collection; researchers take the data. Enter the server's admin token (<code>ADMIN_TOKEN</code>, printed at its first start).</p>
        <label>Admin token
          <input type="password" autoComplete="off" autoFocus value={token} onChange={(e) => setToken(e.target.value)} data-testid="token-input" />
        </label>
        <button type="submit" className="primary" disabled={checking} data-testid="token-submit">{checking ? 'Checking…' : 'Open the console'}</button>
        {error && <p className="error" role="alert" data-testid="token-error">{error}</p>}
        <p className="muted small">The token is kept for this tab only and is never put in a link.</p>
      </form>
    </div>
  );
}
