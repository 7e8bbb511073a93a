/**
 * What a session looks like at one moment, for spectating and replay alike: both egocentric views
 * drawn locally from the world (no video), the top-down map, the chat and the latest Progress Check.
 */
import type { EventRecord } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import { useEffect, useMemo, useState } from 'react';
import { TargetView } from '../../render/target-view.js';
import { TopDownMap } from '../../render/top-down-map.js';
import { WorldView } from '../../render/world-view.js';
import { agentMarkers, commanderPoseSource, createWorldStore, followerPoseSource } from '../../state/world-store.js';
import { ChatLog } from './chat-log.js';
import { ProgressPanel } from './progress-panel.js';

export interface SessionStageProps {
  readonly world: World;
  /** The events up to this moment. */
  readonly events: readonly EventRecord[];
  /** Keep frames readable for screenshots and pixel checks. */
  readonly preserveDrawingBuffer?: boolean;
}

/** The object the Commander's last search showed (TEACh's target view), if any. */
function lastFound(events: readonly EventRecord[]): string | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'search') return e.results[0]?.objectId ?? null;
  }
  return null;
}

/** The object the Follower's last object action was about, tinted in both views. */
function lastTarget(events: readonly EventRecord[]): string | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'action' && e.role === 'follower') return e.action.x !== undefined ? e.outcome.objectId : null;
  }
  return null;
}

export function SessionStage({ world, events, preserveDrawingBuffer = false }: SessionStageProps) {
  // A world store per stage feeds the views' pose sources and map markers outside React renders.
  const [store] = useState(() => createWorldStore(world));
  useEffect(() => { store.getState().setWorld(world); }, [store, world]);
  const follower = useMemo(() => followerPoseSource(store), [store]);
  const commander = useMemo(() => commanderPoseSource(store), [store]);
  const markers = useMemo(() => agentMarkers(store), [store]);
  const target = lastTarget(events);
  const found = lastFound(events);
  const highlights = target ? [{ objectId: target, kind: 'target' as const }] : [];
  const last = events[events.length - 1];
  return (
    <div className="stage">
      <div className="views">
        <figure className="view follower">
          <figcaption><span className="dot role-follower" />Follower</figcaption>
          <WorldView world={world} pose={follower} highlights={highlights} preserveDrawingBuffer={preserveDrawingBuffer} data-testid="follower-view" />
        </figure>
        <figure className="view commander">
          <figcaption><span className="dot role-commander" />Commander camera</figcaption>
          <WorldView world={world} pose={commander} highlights={highlights} preserveDrawingBuffer={preserveDrawingBuffer} data-testid="commander-view" />
        </figure>
        {found && (
          <figure className="view target">
            <figcaption>Target view <span className="muted small">(the last search)</span></figcaption>
            <TargetView world={world} objectId={found} preserveDrawingBuffer={preserveDrawingBuffer} data-testid="target-view" />
          </figure>
        )}
        <figure className="view map">
          <figcaption>Map <span className="muted small">(red: Commander, blue: Follower)</span></figcaption>
          <TopDownMap world={world} markers={markers} sizePx={300} />
          <div className="last-event muted small" data-testid="last-event" data-seq={last?.seq ?? -1}>{last ? describeEvent(last) : 'Nothing has happened yet.'}</div>
        </figure>
      </div>
      <div className="side">
        <ChatLog events={events} />
        <ProgressPanel events={events} />
      </div>
    </div>
  );
}

export function describeEvent(e: EventRecord): string {
  const at = `${(e.t / 1000).toFixed(1)} s`;
  switch (e.kind) {
    case 'action': return `${at} · ${e.role} ${e.action.name}${e.outcome.objectId ? ` → ${e.outcome.objectId.split('|')[0]}` : ''}: ${e.outcome.success ? 'ok' : e.outcome.message}`;
    case 'chat': return `${at} · ${e.role} says “${e.text}”`;
    case 'progress_check': return `${at} · Progress Check: ${e.goalConditions.satisfied}/${e.goalConditions.total}`;
    case 'search': return `${at} · search ${e.by} “${e.value}”: ${e.results.length} found`;
    case 'finish': return `${at} · Finish: ${e.success ? 'task done' : 'task not done'}`;
    case 'connect': return `${at} · ${e.role} connected`;
    case 'disconnect': return `${at} · ${e.role} disconnected`;
    case 'pause': return `${at} · paused (${e.role} ${e.reason})`;
    case 'resume': return `${at} · resumed`;
    case 'idle_warning': return `${at} · ${e.role} warned for idling`;
    case 'survey': return `${at} · ${e.role} rated the partner ${e.rating}/5`;
    case 'end': return `${at} · ended: ${e.outcome} (${e.reason})`;
  }
}
