/**
 * SearchObject: find objects by name (or a Progress Check step's object); the target panel shows
 * the search camera's view (TEACh's target view) with the object outlined, its true colours untouched
 * (or, for an object shut in a closed container, the container it is in), kept to the object as it
 * is now (found-view.ts).
 */
import { withoutHiddenCharacters } from '@chorehouse/protocol';
import { displayName, getObject } from '@chorehouse/sim';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { fixedPose } from '../../../render/pose-source.js';
import { WorldView } from '../../../render/world-view.js';
import { gameStore, serverLink, useGame } from '../game-context.js';
import { foundView } from './found-view.js';
import { objectState, whereabouts } from './whereabouts.js';

export function useSearch() {
  return useCallback(async (by: 'text' | 'id', value: string, label: string) => {
    const r = await serverLink.request({ type: 'search', by, value });
    // Results arrive as the search event; a miss is a refusal with a message.
    gameStore.setState(r.ok ? { toolMessage: null, searchLabel: label } : { toolMessage: r.error.message });
  }, []);
}

export function SearchForm({ disabled }: { disabled: boolean }) {
  const [text, setText] = useState('');
  const search = useSearch();
  const message = useGame((s) => s.toolMessage);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) void search('text', text.trim(), text.trim());
  };
  return (
    <form className="search-form" onSubmit={submit} aria-label="Find an object">
      <input aria-label="Object to find" placeholder="Find an object, e.g. mug" value={text} onChange={(e) => setText(withoutHiddenCharacters(e.target.value))} data-testid="search-input" />
      <button type="submit" disabled={disabled || !text.trim()}>Find</button>
      {message && <p className="error small" role="alert">{message}</p>}
    </form>
  );
}

export function TargetPanel({ disabled }: { disabled: boolean }) {
  const world = useGame((s) => s.world)!;
  const results = useGame((s) => s.searchResults);
  const index = useGame((s) => s.targetIndex);
  const target = results[index];
  // Worked out again when an object changes (the simulator replaces the array then), not when the Follower only moves.
  const view = useMemo(() => (target ? foundView(world, target) : null), [world.objects, world.follower.heldObjectId, target]);
  const pose = useMemo(() => (view ? fixedPose(view.pose) : null), [view]);
  const obj = target ? getObject(world, target.objectId) : undefined;
  const where = target ? whereabouts(world, target.objectId) : null;
  const state = obj ? objectState(obj) : '';
  return (
    <section className="panel target" aria-label="Found object">
      <h2>Found: <b data-testid="target-name">{target ? displayName(target.objectType) : 'nothing yet'}</b>
        {state && <span className="muted"> ({state})</span>}
        {results.length > 1 && <span className="muted"> · {index + 1} of {results.length}</span>}
      </h2>
      {where?.text && <p className="whereabouts" data-testid="target-where">{where.text}</p>}
      {where?.hiddenIn && (
        <p className="muted small" data-testid="target-hidden">
          It cannot be seen in there: tell the Follower to open the {displayName(where.hiddenIn.objectType)}.
        </p>
      )}
      {target && pose ? (
        <WorldView world={world} pose={pose} highlights={view ? [{ objectId: view.outlined, kind: 'target' }] : []} data-testid="target-view" data-outlined={view?.outlined} aria-label="The search camera's view; the object is outlined" />
      ) : (
        <div className="placeholder">Search for an object, or click a step after a progress check, to see where it is.</div>
      )}
      {results.length > 1 && (
        <div className="row">
          <button type="button" disabled={disabled} onClick={() => gameStore.setState({ targetIndex: (index + results.length - 1) % results.length })}>Previous</button>
          <button type="button" disabled={disabled} onClick={() => gameStore.setState({ targetIndex: (index + 1) % results.length })}>Next</button>
        </div>
      )}
      <SearchForm disabled={disabled} />
    </section>
  );
}
