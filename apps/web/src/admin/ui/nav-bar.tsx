/** The console's header: its pages and sign-out. */
import type { Page } from '../state/nav-slice.js';
import { consoleStore, useConsole } from '../state/use-console.js';

const TABS: readonly { readonly page: Page; readonly label: string }[] = [
  { page: 'sessions', label: 'Sessions' },
  { page: 'workers', label: 'Workers' },
  { page: 'pool', label: 'Episode pool' },
  { page: 'plan', label: 'Plan' },
  { page: 'review', label: 'Review' },
  { page: 'data', label: 'Data' },
  { page: 'replay', label: 'Replay' },
];

export function NavBar() {
  const page = useConsole((s) => s.route.page);
  const live = useConsole((s) => s.liveSessions.length);
  const active = page === 'spectate' ? 'sessions' : page;
  return (
    <header className="topbar">
      <span className="brand">Chorehouse <b>console</b></span>
      <nav>
        {TABS.map((t) => (
          <a key={t.page} href={`#/${t.page}`} className={t.page === active ? 'active' : ''} data-testid={`tab-${t.page}`}>
            {t.label}{t.page === 'sessions' && live > 0 ? <span className="count">{live}</span> : null}
          </a>
        ))}
      </nav>
      <button className="ghost" onClick={() => consoleStore.getState().signOut()}>Sign out</button>
    </header>
  );
}
