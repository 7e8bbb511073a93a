/** Calls `refresh` now and every `intervalMs` while the component is mounted (the session table's live updates). */
import { useEffect } from 'react';

export function usePolling(refresh: () => Promise<void> | void, intervalMs: number): void {
  useEffect(() => {
    void refresh();
    const id = setInterval(() => { void refresh(); }, intervalMs);
    return () => clearInterval(id);
  }, [refresh, intervalMs]);
}
