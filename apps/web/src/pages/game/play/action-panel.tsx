/**
 * The Follower's object buttons with what is selected and held, and, beside them, why each grey
 * button is grey (the simulator's own reason), grouped so the same reason is said once.
 */
import { displayName, type ObjectActionName, type SimObject } from '@chorehouse/sim';
import { ACTION_LABELS, type ActionAvailability } from './object-actions.js';

export interface ActionPanelProps {
  readonly actions: readonly ActionAvailability[];
  readonly selectedObj: SimObject | undefined;
  /** Something was clicked, but no object is there. */
  readonly clickedNothing: boolean;
  readonly held: SimObject | undefined;
  readonly paused: boolean;
  readonly onAct: (name: ObjectActionName) => void;
}

/** Disabled buttons grouped by their reason: "Place, Pour: You are not holding anything." */
export function groupedReasons(actions: readonly ActionAvailability[]): { labels: string[]; reason: string }[] {
  const groups = new Map<string, string[]>();
  for (const a of actions) {
    if (a.enabled || !a.reason) continue;
    groups.set(a.reason, [...(groups.get(a.reason) ?? []), ACTION_LABELS[a.name]]);
  }
  return [...groups].map(([reason, labels]) => ({ labels, reason }));
}

export function ActionPanel({ actions, selectedObj, clickedNothing, held, paused, onAct }: ActionPanelProps) {
  const reasons = groupedReasons(actions);
  const all = reasons.length === 1 && reasons[0]!.labels.length === actions.length;
  return (
    <section className="panel objects" aria-label="Object actions">
      <h2 className="selection-line">
        <span>Selected: <b data-testid="selected-name">{selectedObj ? displayName(selectedObj.objectType) : clickedNothing ? 'nothing there' : 'nothing'}</b></span>
        <span>Holding: <b data-testid="held-name">{held ? displayName(held.objectType) : 'nothing'}</b></span>
      </h2>
      <div className="action-grid">
        {actions.map((a) => (
          <button
            key={a.name} type="button" disabled={paused || !a.enabled} title={a.reason || `${ACTION_LABELS[a.name]} the selected object`}
            data-action={a.name} onClick={() => onAct(a.name)}
          >
            {ACTION_LABELS[a.name]}
          </button>
        ))}
      </div>
      <ul className="reasons" data-testid="action-reasons" aria-live="polite">
        {paused && <li>The game is paused.</li>}
        {!paused && all && <li>{reasons[0]!.reason}</li>}
        {!paused && !all && reasons.map((r) => (
          <li key={r.reason}><b>{r.labels.join(', ')}:</b> {r.reason}</li>
        ))}
      </ul>
    </section>
  );
}
