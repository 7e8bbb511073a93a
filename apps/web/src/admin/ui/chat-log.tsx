/** The dialogue as it happens, with connection and session notes in between; follows the latest line. */
import type { EventRecord } from '@chorehouse/protocol';
import { useEffect, useRef } from 'react';

export function ChatLog({ events }: { events: readonly EventRecord[] }) {
  const box = useRef<HTMLDivElement>(null);
  const lines = events.filter((e) => e.kind === 'chat' || e.kind === 'disconnect' || e.kind === 'connect' || e.kind === 'pause' || e.kind === 'resume' || e.kind === 'end' || e.kind === 'finish');
  useEffect(() => { box.current?.scrollTo({ top: box.current.scrollHeight }); }, [lines.length]);
  return (
    <section className="card chat">
      <h3>Chat <span className="muted small">({events.filter((e) => e.kind === 'chat').length} utterances)</span></h3>
      <div className="chat-lines" ref={box} data-testid="chat">
        {lines.length === 0 && <p className="muted small">No one has said anything yet.</p>}
        {lines.map((e) => e.kind === 'chat'
          ? <div key={e.seq} className={`line role-${e.role}`} data-testid="chat-line"><span className="who">{e.role === 'commander' ? 'Commander' : 'Follower'}</span><span className="what" dir="auto">{e.text}</span><span className="when">{(e.t / 1000).toFixed(0)} s</span></div>
          : <div key={e.seq} className="line note">{note(e)}</div>)}
      </div>
    </section>
  );
}

function note(e: EventRecord): string {
  switch (e.kind) {
    case 'connect': return `${e.role} connected`;
    case 'disconnect': return `${e.role} disconnected`;
    case 'pause': return 'session paused';
    case 'resume': return 'session resumed';
    case 'finish': return `Commander pressed Finish (${e.success ? 'task done' : 'not done'})`;
    case 'end': return `session ended: ${e.outcome.replace('_', ' ')} — ${e.reason}`;
    default: return e.kind;
  }
}
