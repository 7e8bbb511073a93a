/**
 * The default text policy: it follows the Commander in plain English. Each new line is heard by
 * the language layer's dialogue state (hints, what was named, whole jobs, counts) and turned into
 * steps, each handed to the seat as a free-form command; "Done." when every step ran, the reason
 * when one did not. It reads only the dialogue and the observations, never the task.
 */
import { DialogueState } from '../language/dialogue-state.js';
import type { SeatUtterance, TextPolicy, TextPolicyInput, TextPolicyMove } from '../seats/seat.js';

export class InstructionPolicy implements TextPolicy {
  readonly kind = 'instruction';
  private heard = 0;
  private steps: string[] = [];
  private working = false;
  readonly dialogue = new DialogueState();

  async next(input: TextPolicyInput): Promise<TextPolicyMove> {
    const line = this.newInstruction(input.dialogue);
    const heard = line === null ? null : this.dialogue.hear(line);
    // A line without a request (a greeting, a hint, an answer) leaves the work under way alone.
    if (heard && heard.steps.length === 0 && !this.working) {
      if (heard.reply !== null) return { kind: 'say', text: heard.reply };
    }
    // An earlier request sent again with a new hint is for a Follower that stopped, not one under way.
    if (heard && heard.steps.length > 0 && !(heard.again && this.working)) {
      this.steps = [...heard.steps];
      this.working = false;
    }
    if (this.working) {
      const failed = /^Nothing happens\.(?: \((.*)\))?/.exec(input.observation);
      if (failed) {
        this.steps = [];
        this.working = false;
        return { kind: 'say', text: `I can't: ${failed[1] ?? 'that did not work.'}` };
      }
    }
    const step = this.steps.shift();
    if (step !== undefined) {
      this.working = true;
      return { kind: 'command', text: step };
    }
    if (this.working) {
      this.working = false;
      this.dialogue.finished();
      return { kind: 'say', text: 'Done.' };
    }
    return { kind: 'wait' };
  }

  /** The Commander's newest lines since the last call, if any. */
  private newInstruction(dialogue: readonly SeatUtterance[]): string | null {
    const fresh = dialogue.slice(this.heard);
    this.heard = dialogue.length;
    const said = fresh.filter((u) => u.speaker === 'Commander');
    return said.length === 0 ? null : said.map((u) => u.text).join('\n');
  }
}
