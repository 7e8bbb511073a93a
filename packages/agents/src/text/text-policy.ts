/**
 * The default text policy: it follows the Commander's latest line in plain English. The line is
 * split into steps, each handed to the seat as a free-form command; "Done." when every step ran,
 * the reason when one did not. It reads only the dialogue and the observations.
 */
import type { SeatUtterance, TextPolicy, TextPolicyInput, TextPolicyMove } from '../seats/seat.js';
import { instructionSteps } from '../language/instruction-steps.js';

export class InstructionPolicy implements TextPolicy {
  readonly kind = 'instruction';
  private heard = 0;
  private steps: string[] = [];
  private working = false;

  async next(input: TextPolicyInput): Promise<TextPolicyMove> {
    const line = this.newInstruction(input.dialogue);
    // A line without a command (a greeting, an answer to a question) leaves the work under way alone.
    const steps = line === null ? [] : instructionSteps(line);
    if (line !== null && steps.length === 0 && !this.working && /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i.test(line)) {
      return { kind: 'say', text: 'Hi! What should I do?' };
    }
    if (steps.length > 0) {
      this.steps = steps;
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
      return { kind: 'say', text: 'Done.' };
    }
    return { kind: 'wait' };
  }

  /** The Commander's newest line since the last call, if any. */
  private newInstruction(dialogue: readonly SeatUtterance[]): string | null {
    const fresh = dialogue.slice(this.heard);
    this.heard = dialogue.length;
    const said = fresh.filter((u) => u.speaker === 'Commander');
    return said.length === 0 ? null : said.map((u) => u.text).join(' ');
  }
}
