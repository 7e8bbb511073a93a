/**
 * A Commander that writes the way people do in TEACh-like chats (seat kind `people-like`), for
 * measuring a Follower on language it was not written for. It plays the plain Commander's game
 * (same Progress Checks, same steps) but rewrites each line: a bare greeting first, the task as
 * "we need to ...", where things are in a line of its own before the step that uses them ("the
 * plate is in the microwave" ... "grab it and rinse it"), steps as requests that are not
 * imperatives ("could you ...?", "we need to ...", "lets ..."), lower case, no full stop, and a
 * letter dropped or doubled in a long word now and then. Seeded: the same seed writes the same
 * lines. The patterns are the ones seen in real Commander lines (ALFRED's and TEACh's annotators).
 */
import { nextInt, seedRng, type RngState } from '@chorehouse/sim';
import type { CommanderSeat, CommanderSeatMove, CommanderSeatTurn } from '../seats/seat.js';
import { RuleBasedCommanderSeat, type RuleBasedCommanderSeatOptions } from './commander-seat.js';

export interface PeopleLikeCommanderOptions extends RuleBasedCommanderSeatOptions {
  readonly seed?: number;
  /** Chance in percent that a line carries a typo (default 50). */
  readonly typoPercent?: number;
}

/** What the plain Commander says that asks for nothing: a person writes it as it is. */
const REMARK = /^(?:not quite yet|sorry\b|good\b|great\b|thanks?\b|ok\b|never mind)/i;

const FRAMES = ['could you {}?', 'we need to {}', 'please {}', '{}', 'lets {}', 'i need you to {}', 'can you {} please', 'now {}'];

export class PeopleLikeCommanderSeat implements CommanderSeat {
  readonly kind = 'people-like';
  private readonly inner: RuleBasedCommanderSeat;
  private rng: RngState;
  /** Lines still to send, one per turn, as a person sends short lines one after another. */
  private readonly queue: string[] = [];
  /** Every line sent, for transcripts. */
  readonly lines: string[] = [];

  constructor(private readonly options: PeopleLikeCommanderOptions = {}) {
    this.inner = new RuleBasedCommanderSeat(options);
    this.rng = seedRng(options.seed ?? 7);
  }

  async next(turn: CommanderSeatTurn): Promise<CommanderSeatMove> {
    if (this.queue.length === 0) {
      const move = await this.inner.next(turn);
      if (move.kind !== 'say') return move;
      this.queue.push(...this.rewrite(move.text));
    }
    const text = this.queue.shift()!;
    this.lines.push(text);
    return { kind: 'say', text };
  }

  private draw(n: number): number {
    const r = nextInt(this.rng, n);
    this.rng = r.state;
    return r.value;
  }

  /** The plain Commander's line as the short lines a person would send. */
  rewrite(line: string): string[] {
    const out: string[] = [];
    let rest = line.trim();
    const opening = /^Hi! (?:Today we need to ([^.]+)\. )?First, (.*)$/s.exec(rest);
    if (opening) {
      out.push(['hi', 'hello', 'hi there'][this.draw(3)]!);
      if (opening[1]) out.push(`${['we need to', 'today you need to', 'lets', 'our task is to'][this.draw(4)]} ${opening[1]}`);
      rest = opening[2]!;
    }
    rest = rest.replace(/^(?:Good\. )?Next, /, () => (this.draw(2) === 0 ? 'great. ' : 'ok next '));
    const prefix = /^(great\. |ok next )/.exec(rest)?.[1] ?? '';
    rest = rest.slice(prefix.length);
    const sentences = rest.split(/(?<=[.!?])\s+/).filter((s) => s.length > 0);
    const steps: string[] = [];
    const hints: string[] = [];
    const remarks: string[] = [];
    for (const s of sentences) {
      const hint = /^(?:It's|It is|They're) (.*?)\.?$/.exec(s);
      const named = /^The ([a-z ]+?) (?:is|are) (.*?)\.?$/.exec(s);
      // "It's in a cabinet." after "Grab the soap bottle ...": the last step's thing.
      if (hint) hints.push(`the ${steps.map(thingOf).filter((t) => t !== null).at(-1) ?? 'thing'} is ${hint[1]}`);
      else if (named) hints.push(`the ${named[1]} is ${named[2]}`);
      // "Not quite yet.", "Sorry, I didn't get that.": said as they are, never framed as a request.
      else if (REMARK.test(s)) remarks.push(s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, ''));
      else steps.push(s.replace(/\.$/, ''));
    }
    out.push(...remarks.map((r) => this.typo(r)));
    // Where a thing is goes first, in its own line; the step then says "it" for the thing.
    out.push(...hints.map((h) => this.typo(h)));
    for (const step of steps) {
      let s = step.charAt(0).toLowerCase() + step.slice(1);
      const thing = thingOf(s);
      if (hints.length > 0 && thing !== null && hints.some((h) => h.startsWith(`the ${thing} is`))) s = s.replace(`the ${thing}`, 'it').replace(/\bit (in|on) (the [a-z ]+?) (?=and|$)/, 'it ');
      const frame = FRAMES[this.draw(FRAMES.length)]!;
      out.push(this.typo(`${prefix}${frame.replace('{}', s)}`));
    }
    return out.length > 0 ? out : [line];
  }

  /** A letter dropped or doubled in one long word, as fast typing does. */
  private typo(text: string): string {
    if (this.draw(100) >= (this.options.typoPercent ?? 50)) return text;
    const words = text.split(' ');
    const long = words.map((w, k) => ({ w, k })).filter(({ w }) => /^[a-z]{5,}$/.test(w));
    if (long.length === 0) return text;
    const { w, k } = long[this.draw(long.length)]!;
    const at = 1 + this.draw(w.length - 2);
    words[k] = this.draw(2) === 0 ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at) + w[at] + w.slice(at);
    return words.join(' ');
  }
}

/** The thing a plain step acts on: "Grab the plate and rinse it" -> "plate". */
function thingOf(step: string): string | null {
  const m = /^(?:grab|take|pick up|get|slice|rinse|wash|put|fill|boil|cook|toast|open|close|switch on|switch off|turn on|turn off|water|empty|pour out) (?:the|a|an) ([a-z]+(?: [a-z]+)?) ?/i.exec(step.trim());
  return m?.[1]?.replace(/ (?:in|on|and|to|with|from|under|above|near)$/, '') ?? null;
}
