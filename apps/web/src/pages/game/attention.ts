/**
 * Calls a worker back to a background tab: the title (attention-title.ts) and, when switched on,
 * a short tone when the game starts, the partner writes, or the idle warning begins.
 */
import { useEffect, useRef, useState } from 'react';
import { gameStore, useGame } from './game-context.js';
import { titleFor } from './attention-title.js';

const SOUND_KEY = 'chorehouse.sound';

export function soundWanted(): boolean {
  try { return localStorage.getItem(SOUND_KEY) === 'on'; } catch { return false; }
}

export function setSoundWanted(on: boolean): void {
  try { localStorage.setItem(SOUND_KEY, on ? 'on' : 'off'); } catch { /* private mode: the switch just does not stick */ }
}

let audio: AudioContext | null = null;

/** Two short beeps, made by the page itself (no sound file to load). */
export function chime(): void {
  if (!soundWanted() || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const ctx = audio;
  void ctx.resume().catch(() => undefined);
  for (const [i, freq] of [660, 880].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    const at = ctx.currentTime + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.16);
  }
}

function useHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.hidden);
  useEffect(() => {
    const on = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return hidden;
}

function useSecondsLeft(from: { at: number; timeoutMs: number } | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!from) return;
    setNow(performance.now());
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [from]);
  return from ? Math.max(0, Math.ceil((from.at + from.timeoutMs - now) / 1000)) : null;
}

export function useAttention(): void {
  const hidden = useHidden();
  const queued = useGame((s) => s.queued);
  const status = useGame((s) => s.status);
  const viewer = useGame((s) => s.viewer);
  const idleWarning = useGame((s) => s.idleWarning);
  const completion = useGame((s) => s.completion);
  const partner = useGame((s) => s.partner);
  const partnerLines = useGame((s) => s.events.filter((e) => e.kind === 'chat' && e.role !== s.viewer).length);
  const idleSecondsLeft = useSecondsLeft(idleWarning);
  const [unseen, setUnseen] = useState(0);
  const [startedUnseen, setStartedUnseen] = useState(false);
  const seenLines = useRef(partnerLines);
  const wasQueued = useRef(queued !== null);

  useEffect(() => { if (!hidden) { setUnseen(0); setStartedUnseen(false); seenLines.current = gameStore.getState().events.filter((e) => e.kind === 'chat' && e.role !== gameStore.getState().viewer).length; } }, [hidden]);
  useEffect(() => {
    if (partnerLines > seenLines.current && hidden) { setUnseen(partnerLines - seenLines.current); chime(); }
    if (!hidden) seenLines.current = partnerLines;
  }, [partnerLines, hidden]);
  useEffect(() => {
    // Leaving the waiting room into a game.
    if (wasQueued.current && queued === null && status === 'active') {
      chime();
      if (document.hidden) setStartedUnseen(true);
    }
    wasQueued.current = queued !== null;
  }, [queued, status]);
  useEffect(() => { if (idleWarning) chime(); }, [idleWarning]);

  const title = titleFor({ state: { queued, status, viewer, idleWarning, completion, partner }, unseen, startedUnseen, idleSecondsLeft });
  useEffect(() => { document.title = title; }, [title]);
}
