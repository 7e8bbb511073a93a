/** The console: the token gate, then the header and the page the URL's hash names. */
import { useEffect, useState } from 'react';
import { TOKEN_KEY } from '../state/auth-slice.js';
import { consoleStore, useConsole } from '../state/use-console.js';
import { DataPage } from './data-page.js';
import { NavBar } from './nav-bar.js';
import { PlanPage } from './plan-page.js';
import { PoolPage } from './pool-page.js';
import { ReplayPage } from './replay-page.js';
import { ReviewPage } from './review-page.js';
import { SessionsPage } from './sessions-page.js';
import { SpectatePage } from './spectate-page.js';
import { TokenGate } from './token-gate.js';
import { WorkersPage } from './workers-page.js';

export function ConsoleApp() {
  const signedIn = useConsole((s) => s.api !== null);
  const route = useConsole((s) => s.route);
  // A token saved in this tab is checked again before the console opens.
  const [restoring, setRestoring] = useState(() => sessionStorage.getItem(TOKEN_KEY) !== null);

  useEffect(() => {
    const saved = sessionStorage.getItem(TOKEN_KEY);
    if (saved) void consoleStore.getState().signIn(saved).finally(() => setRestoring(false));
    const onHash = () => consoleStore.getState().routeChanged(location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (!signedIn) return restoring ? <p className="muted gate">Checking the saved token…</p> : <TokenGate />;
  return (
    <>
      <NavBar />
      {route.page === 'sessions' && <SessionsPage />}
      {route.page === 'spectate' && (route.id ? <SpectatePage key={route.id} sessionId={route.id} /> : <SessionsPage />)}
      {route.page === 'workers' && <WorkersPage />}
      {route.page === 'pool' && <PoolPage />}
      {route.page === 'plan' && <PlanPage />}
      {route.page === 'review' && <ReviewPage />}
      {route.page === 'data' && <DataPage />}
      {route.page === 'replay' && <ReplayPage sessionId={route.id} />}
    </>
  );
}
