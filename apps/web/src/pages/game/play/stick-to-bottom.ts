/**
 * Keeps a scrolling log (chat, "What happened") at its newest line: when a line is added, and when
 * the box changes size (a reload lays the page out after the lines are in; a banner takes height
 * from it), unless the worker scrolled up to read something older.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the bottom counts as "at the newest line". */
const SLACK_PX = 24;

/** `newest`: changes whenever a line is added (a count, or the newest line's key when the log keeps only its tail). */
export function useStickToBottom(box: RefObject<HTMLElement | null>, newest: string | number): void {
  const pinned = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => { pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight <= SLACK_PX; };
    const toBottom = () => { if (pinned.current) el.scrollTop = el.scrollHeight; };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resized = new ResizeObserver(toBottom);
    resized.observe(el);
    return () => { el.removeEventListener('scroll', onScroll); resized.disconnect(); };
  }, [box]);
  // Before paint, so a new line never shows the box scrolled short of it.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [box, newest]);
}
