/** Chat for both players: who said what and when; anyone may write at any time (no turns). */
import type { EventRecord, Role } from '@chorehouse/protocol';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS, withoutHiddenCharacters } from '@chorehouse/protocol';
import { serverLink, useGame } from '../game-context.js';
import { useStickToBottom } from './stick-to-bottom.js';
import { BOT_SILENCE_MS, botChatState, botHintText } from './bot-hint.js';

type ChatEvent = Extract<EventRecord, { kind: 'chat' }>;

export function clockOf(t: number): string {
  const s = Math.floor(t / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const ROLE_NAMES: Record<Role, string> = { commander: 'Commander', follower: 'Follower' };

export function ChatPanel() {
  const events = useGame((s) => s.events);
  const viewer = useGame((s) => s.viewer);
  const ended = useGame((s) => s.status === 'ended');
  const partnerIsBot = useGame((s) => s.partner?.bot ?? false);
  const lines = events.filter((e): e is ChatEvent => e.kind === 'chat');
  const botState = partnerIsBot && viewer !== 'spectator' && viewer !== null ? botChatState(lines, viewer) : null;
  // A message the bot leaves unanswered: after a while, the same hint as when it says it did not understand.
  const [silentAfter, setSilentAfter] = useState<number | null>(null);
  const lastSeq = lines[lines.length - 1]?.seq ?? null;
  useEffect(() => {
    if (botState !== 'waiting') return;
    const t = setTimeout(() => setSilentAfter(lastSeq), BOT_SILENCE_MS);
    return () => clearTimeout(t);
  }, [botState, lastSeq]);
  const hintWhy = botState === 'confused' ? 'confused' : botState === 'waiting' && silentAfter === lastSeq ? 'silent' : null;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useStickToBottom(list, lines.length + (hintWhy ? 1 : 0));

  const limit = LIMITS.maxChatChars;
  const left = limit - text.trim().length;
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const said = text.trim();
    if (!said || said.length > limit) return;
    setText('');
    const reply = await serverLink.request({ type: 'chat', text: said });
    if (!reply.ok) {
      setError(reply.error.message);
      setText(said);
    } else setError(null);
  };

  return (
    <section className="panel chat" aria-label="Chat">
      <h2>Chat</h2>
      <ol ref={list} className="chat-lines" data-testid="chat-lines" aria-live="polite">
        {lines.length === 0 && <li className="muted">No messages yet. Say hello!</li>}
        {lines.map((l) => (
          <li key={l.seq} className={l.role === viewer ? 'mine' : 'theirs'}>
            <span className="who">{l.role === viewer ? 'You' : ROLE_NAMES[l.role]}</span>
            <time>{clockOf(l.t)}</time>
            <span className="said" dir="auto">{l.text}</span>
          </li>
        ))}
      </ol>
      <form onSubmit={(e) => void send(e)} className="chat-form">
        {/* No maxLength: a long paste stays whole, and the counter says how much to cut. */}
        <input
          aria-label="Message to your partner" placeholder="Message your partner" value={text}
          onChange={(e) => setText(withoutHiddenCharacters(e.target.value))} data-testid="chat-input" aria-describedby="chat-left" aria-invalid={left < 0}
          disabled={ended}
        />
        <button type="submit" disabled={!text.trim() || left < 0}>Send</button>
      </form>
      <p id="chat-left" className={`chat-left small ${left < 0 ? 'error' : left < 50 ? 'warn' : 'muted'}`} data-testid="chat-left" aria-live="polite">
        {left < 0
          ? `${-left} characters too long (the limit is ${limit}): shorten it or send it in parts.`
          : `${left} of ${limit} characters left`}
      </p>
      {error && <p className="error" role="alert">{error}</p>}
      {hintWhy && viewer && viewer !== 'spectator' && <p className="hint small" data-testid="bot-hint" role="status">{botHintText(viewer, hintWhy)}</p>}
    </section>
  );
}
