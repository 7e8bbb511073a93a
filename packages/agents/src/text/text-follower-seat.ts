/**
 * The text Follower (seat kind `text`): it knows only the dialogue and the text view. A text policy
 * chooses the next command (free-form or admissible); the seat maps it to an admissible command and
 * carries it out as ordinary Follower actions, one per turn. When the mapping cannot tell which
 * object is meant, the seat asks the Commander and maps the step again with the answer.
 */
import type { World } from '@chorehouse/sim';
import type { FollowerSeat, FollowerSeatMove, FollowerSeatTurn, TextPolicy } from '../seats/seat.js';
import { LexicalScorer } from './free-form/lexical-scorer.js';
import type { MappingResult } from './free-form/map-free-form.js';
import { mapStep, questionWhenNothingFits, slicingFirst } from './free-form/map-step.js';
import type { CommandScorer } from './free-form/scorer.js';
import type { Observability } from './text-view.js';
import { formatCommand, type AdmissibleCommand } from './commands.js';
import { explorationStep, MAX_LOOKS_PER_STEP } from './explore.js';
import { InstructionPolicy } from './text-policy.js';
import { TextWorld } from './text-world.js';
import { answerAsHint } from '../language/dialogue-state.js';
import { readLine } from '../language/read-line.js';

export interface TextFollowerOptions {
  readonly policy?: TextPolicy;
  readonly scorer?: CommandScorer;
  readonly observability?: Observability;
}

/** Policy calls per turn that run no action (look, a failed mapping) before the seat waits. */
const MAX_QUIET_COMMANDS = 12;

export class TextFollowerSeat implements FollowerSeat {
  readonly kind = 'text';
  private text: TextWorld | null = null;
  private readonly policy: TextPolicy;
  private readonly scorer: CommandScorer;
  /** A question put to the Commander: which object a step means, or where a thing it names is. */
  private asked: { readonly step: string; readonly at: number; readonly where: string | null; readonly confirm?: AdmissibleCommand } | null = null;
  /** A step waiting while the Follower looks for what it names (partial observability). */
  private looking: string | null = null;
  private readonly visited = new Set<string>();
  /** Places visited while looking for what the current step names. */
  private looked = 0;
  /** The last question asked: a Commander who sends the same line again instead of answering is not asked it word for word again. */
  private lastQuestion: string | null = null;
  /** Every command the seat started, with the step it came from (for transcripts). */
  readonly commands: { readonly step: string; readonly command: string }[] = [];

  constructor(private readonly options: TextFollowerOptions = {}) {
    this.policy = options.policy ?? new InstructionPolicy();
    this.scorer = options.scorer ?? new LexicalScorer();
  }

  /** The text world as this Follower sees it (for a terminal or a test). */
  get textWorld(): TextWorld | null {
    return this.text;
  }

  async next(turn: FollowerSeatTurn): Promise<FollowerSeatMove> {
    const world = turn.world;
    const text = (this.text ??= new TextWorld(world, this.options.observability ?? 'partial'));
    if (turn.lastOutcome) text.observe(turn.lastOutcome);
    for (let quiet = 0; quiet < MAX_QUIET_COMMANDS; quiet++) {
      if (text.busy) {
        const a = text.advance(world);
        if (a.kind === 'act') return a;
      }
      if (this.looking !== null) {
        const step = this.looking;
        this.looking = null;
        const move = await this.carryOut(step, world, turn.dialogue.length, false, true);
        if (move) return move;
        continue;
      }
      if (this.asked) {
        const answer = turn.dialogue.slice(this.asked.at).filter((u) => u.speaker === 'Commander').map((u) => u.text).join(' ');
        if (answer === '') return { kind: 'wait' };
        // A new request or a hint about something else is not an answer: the policy reads it.
        if (!isAnswer(answer)) { this.asked = null; continue; }
        // "Should I clean the bowl with the sink?" "yes" / "no": done, or left undone.
        const confirmed = this.asked.confirm;
        if (confirmed !== undefined && (YES.test(answer) || NO.test(answer))) {
          const step = this.asked.step;
          this.asked = null;
          if (NO.test(answer)) return { kind: 'say', text: 'OK. What should I do instead?' };
          this.commands.push({ step, command: confirmed.text });
          text.start(confirmed);
          continue;
        }
        const where = this.asked.where;
        // "Where is the knife?" "In the fridge." The answer says where to look: the step is searched for again with it.
        const step = where !== null ? `${answerAsHint(where, answer)} ${this.asked.step}` : `${this.asked.step} ${answer}`;
        this.asked = null;
        if (where !== null) this.looked = 0;
        const move = await this.carryOut(step, world, turn.dialogue.length, where === null, where !== null);
        if (move) return move;
        continue;
      }
      const move = await this.policy.next({ dialogue: turn.dialogue, observation: text.observation(world), admissible: text.admissible(world).map((c) => c.text) });
      if (move.kind !== 'command') return move;
      const said = await this.carryOut(move.text, world, turn.dialogue.length, false);
      if (said) return said;
    }
    return { kind: 'wait' };
  }

  /** Starts the command a step maps to; or asks which object is meant (once per step). */
  private async carryOut(step: string, world: World, dialogueLength: number, answered: boolean, searching = false): Promise<FollowerSeatMove | null> {
    const text = this.text!;
    const exact = text.exact(world, step);
    if (!searching && !answered) this.looked = 0;
    const look = exact || this.looked >= MAX_LOOKS_PER_STEP ? null : explorationStep(step, text.view, world, this.visited);
    if (look) {
      this.visited.add(look.objectId!);
      this.looked++;
      this.looking = step;
      const command = { text: formatCommand(look, text.view.name), command: look };
      this.commands.push({ step, command: command.text });
      text.start(command);
      return null;
    }
    // "Put a tomato slice on the plate" with no slices yet: slices come from slicing the whole one
    // first (else the whole tomato would be read as the thing meant).
    const slicing = exact ? null : await slicingFirst(step, text.view, world, this.scorer);
    if (slicing !== null) {
      this.looking = step;
      this.commands.push({ step, command: slicing.command.text });
      text.start(slicing.command);
      return null;
    }
    const mapped: MappingResult = exact ? { kind: 'command', command: exact, score: Infinity } : await mapStep(step, text.view, world, this.scorer, { askUnknown: !answered });
    if (mapped.kind === 'command') {
      this.commands.push({ step, command: mapped.command.text });
      text.start(mapped.command);
      return null;
    }
    // Nothing fits: asked where the thing it has not seen is, or what to do with the thing it knows, in
    // words a person can answer, never blaming the words.
    const question = mapped.kind === 'none' && !answered ? questionWhenNothingFits(step, text.view, world) : null;
    if (question !== null) {
      this.asked = { step, at: dialogueLength + 1, where: question.missing };
      return { kind: 'say', text: question.text };
    }
    if (mapped.kind === 'ask' && !answered) {
      // The Commander sent the same line again instead of answering: the question once more in other
      // words, then a plain "I can't tell", never a guess and never the same question in a loop.
      const again = mapped.question === this.lastQuestion;
      this.asked = { step, at: dialogueLength + 1, where: null, ...(mapped.confirm ? { confirm: mapped.options[0]! } : {}) };
      this.lastQuestion = mapped.question;
      if (!again) return { kind: 'say', text: mapped.question };
      if (mapped.confirm) return { kind: 'say', text: `Sorry, I need a yes or a no: ${mapped.question}` };
      if (mapped.options.length > 0) return { kind: 'say', text: `Sorry, I still can't tell which one you mean. ${mapped.question}` };
      return { kind: 'say', text: "Sorry, I can't tell which thing you mean. Could you call it something else, or tell me where it is?" };
    }
    if (mapped.kind === 'ask' && mapped.options.length > 0) {
      this.commands.push({ step, command: mapped.options[0]!.text });
      text.start(mapped.options[0]!);
      return null;
    }
    text.lastFeedback = `Nothing happens. (I don't know how to "${step.slice(0, 80)}".)`;
    return null;
  }
}

const YES = /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|correct|right|please|do it|go ahead|that one)\b/i;
const NO = /^\s*(?:no|nope|nah|don'?t|do not|not that)\b/i;

/** "the one on the counter", "in the fridge", "the left one": an answer; "grab the knife", "the knife is in the sink": a new line for the policy. */
function isAnswer(line: string): boolean {
  return readLine(line).every((a) => a.kind === 'mention' || a.kind === 'statement' || a.kind === 'social' || a.kind === 'wait' || (a.kind === 'hint' && a.thing === 'it'));
}
