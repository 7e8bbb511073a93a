/**
 * Pilot mode (issue 47): while the researcher's pilot switch is on, or when a worker marked staff
 * holds a seat, a new session is a pilot session: it plays as any other, but the plan does not count
 * it and exports leave it out unless asked for. The switch is a setting in the store, like the lobby's.
 */
import type { Store } from '@chorehouse/store';

const KEY = 'pilot_mode';

export async function readPilotSwitch(store: Store): Promise<boolean> {
  return (await store.getSetting(KEY)) === 'on';
}

export async function writePilotSwitch(store: Store, on: boolean): Promise<void> {
  await store.putSetting(KEY, on ? 'on' : 'off');
}

/** Whether a session these workers start now is a pilot session (bot ids are not workers and never staff). */
export async function isPilotSession(store: Store, workerIds: readonly string[]): Promise<boolean> {
  const [on, workers] = await Promise.all([readPilotSwitch(store), store.getWorkers(workerIds)]);
  return on || workers.some((w) => w.staff);
}
