/**
 * Navigation buttons and keys: arrows/WASD move and turn, Q/E strafe, R/F look up and down.
 * Both roles use it; the Commander's camera flies (through walls), the Follower walks.
 */
import type { MotionActionName } from '@chorehouse/sim';
import { useEffect } from 'react';
import { motionForKey } from '../keyboard.js';

const BUTTONS: readonly { name: MotionActionName; label: string; key: string }[] = [
  { name: 'Look Up', label: 'Look up', key: 'R' }, { name: 'Forward', label: 'Forward', key: 'W / ↑' }, { name: 'Look Down', label: 'Look down', key: 'F' },
  { name: 'Turn Left', label: 'Turn left', key: 'A / ←' }, { name: 'Backward', label: 'Back', key: 'S / ↓' }, { name: 'Turn Right', label: 'Turn right', key: 'D / →' },
  { name: 'Pan Left', label: 'Step left', key: 'Q' }, { name: 'Pan Right', label: 'Step right', key: 'E' },
];

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
