/** The optional sound: a tone when the game starts, the partner writes or the idle warning begins, while this tab is in the background. */
import { useState } from 'react';
import { chime, setSoundWanted, soundWanted } from '../attention.js';

export function SoundToggle() {
  const [on, setOn] = useState(soundWanted);
  return (
    <label className="sound-toggle" title="Play a short tone when something needs you while this tab is in the background">
      <input
        type="checkbox" checked={on} data-testid="sound-toggle"
        onChange={(e) => { setSoundWanted(e.target.checked); setOn(e.target.checked); if (e.target.checked) chime(); }}
      /> Sound alerts
    </label>
  );
}
