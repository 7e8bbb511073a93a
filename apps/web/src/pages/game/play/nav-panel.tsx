/**
 * Navigation buttons and keys: arrows/WASD move and turn, Q/E strafe, R/F look up and down.
 * Both roles use it; the Commander's camera flies (through walls), the Follower walks.
 */
import { MOTION_ACTIONS, type MotionActionName } from '@chorehouse/sim';
import { useEffect } from 'react';
import { keyLabel, MOTION_CONTROLS, motionForKey } from '../keyboard.js';

const BUTTONS = [...MOTION_ACTIONS]
  .sort((a, b) => MOTION_CONTROLS[a].cell - MOTION_CONTROLS[b].cell)
  .map((name) => ({ name, label: MOTION_CONTROLS[name].label, key: keyLabel(MOTION_CONTROLS[name]) }));

/** Listens for the movement keys anywhere on the page except while typing. */
export function useMotionKeys(onMotion: (name: MotionActionName, at: number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target;
      if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || e.ctrlKey || e.metaKey || e.altKey) return;
      const motion = motionForKey(e.key);
      if (!motion) return;
      e.preventDefault();
      onMotion(motion, e.timeStamp);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onMotion]);
}

export function NavPanel({ onMotion, disabled, title = 'Move' }: { onMotion: (name: MotionActionName) => void; disabled: boolean; title?: string }) {
  return (
    <section className="panel nav" aria-label={title}>
      <h2>{title}</h2>
      <div className="nav-grid">
        {BUTTONS.map((b) => (
          <button key={b.name} type="button" disabled={disabled} onClick={() => onMotion(b.name)} title={`Key: ${b.key}`}>
            {b.label}<kbd>{b.key}</kbd>
          </button>
        ))}
      </div>
    </section>
  );
}
