/**
 * A client's copy of a session, kept from the server's messages: the full state on (re)join, then
 * each action event applied with `step` (the simulator is deterministic, so the copy matches the
 * server's world bit for bit).
 */
import type { World } from '@chorehouse/sim';
import { worldAfter, type EventRecord, type ServerMessage, type SessionStatus, type TaskView, type Viewer } from '@chorehouse/protocol';

export class SessionMirror {
  sessionId: string | null = null;
  viewer: Viewer | null = null;
  world: World | null = null;
  status: SessionStatus | null = null;
  task: TaskView | null = null;
  /** The events this viewer was shown, in order. */
  readonly events: EventRecord[] = [];
  lastSeq = -1;

  apply(msg: ServerMessage): void {
    switch (msg.type) {
      case 'session/state':
        this.sessionId = msg.sessionId;
        this.viewer = msg.viewer;
        this.world = msg.world;
        this.status = msg.status;
        this.task = msg.task;
        this.events.length = 0;
        this.events.push(...msg.events);
        this.lastSeq = msg.seq;
        return;
      case 'session/event': {
        const e = msg.event;
        if (msg.sessionId !== this.sessionId || e.seq <= this.lastSeq) return;
        this.lastSeq = e.seq;
        this.events.push(e);
        if (this.world) this.world = worldAfter(this.world, e);
        if (e.kind === 'pause') this.status = 'paused';
        if (e.kind === 'resume') this.status = 'active';
        if (e.kind === 'end') this.status = 'ended';
        return;
      }
      case 'session/ended':
        if (msg.sessionId === this.sessionId) this.status = 'ended';
        return;
      default:
        return;
    }
  }

  count(pred: (e: EventRecord) => boolean): number {
    let n = 0;
    for (const e of this.events) if (pred(e)) n++;
    return n;
  }
}
