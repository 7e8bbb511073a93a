/**
 * The text world as an environment for agents (TextWorld's shape): reset, observe, the admissible
 * commands, and step(command), which carries the command out as ordinary Follower actions on the
 * simulator and returns the observation, whether the task is done, and the actions it took.
 * A command that is not admissible word for word is mapped to the closest admissible one first.
 */
import { step, type Action, type Outcome, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld, type TaskLibrary } from '@chorehouse/tdl';
import type { TaskRef } from '../commander/what-if.js';
import type { AdmissibleCommand } from './commands.js';
import { LexicalScorer } from './free-form/lexical-scorer.js';
import { mapFreeForm } from './free-form/map-free-form.js';
import { mappingCandidates, type Observability, type TextView } from './text-view.js';
import { TextWorld } from './text-world.js';

export interface TextEnvironmentOptions {
  readonly observability?: Observability;
  /** The task whose Progress Check says when the episode is done. */
  readonly task?: TaskRef;
  readonly library?: TaskLibrary;
}

export interface TakenAction {
  readonly action: Action;
  readonly outcome: Outcome;
}

export interface TextStepResult {
  readonly observation: string;
  /** The task's Progress Check succeeds (false when no task was given). */
  readonly done: boolean;
  /** The command carried out (the admissible spelling), or null when nothing matched. */
  readonly command: string | null;
  /** The command did what it says. */
  readonly ok: boolean;
  readonly actions: readonly TakenAction[];
}

export class TextEnvironment {
  private worldNow: World;
  private text: TextWorld;
  private readonly log: TakenAction[] = [];
  private readonly initial: World;
  private readonly library: TaskLibrary;

  constructor(world: World, private readonly options: TextEnvironmentOptions = {}) {
    this.initial = world;
    this.worldNow = world;
    this.text = new TextWorld(world, options.observability ?? 'partial');
    this.library = options.library ?? builtinLibrary();
  }

  get world(): World {
    return this.worldNow;
  }

  /** Every Follower action taken since the last reset, in order (replay them with `step`). */
  get actions(): readonly TakenAction[] {
    return this.log;
  }

  /** Back to the episode's first state; returns the first observation. */
  reset(): string {
    this.worldNow = this.initial;
    this.text = new TextWorld(this.initial, this.options.observability ?? 'partial');
    this.log.length = 0;
    return this.observe();
  }

  observe(): string {
    return this.text.observation(this.worldNow);
  }

  admissible(): string[] {
    return this.text.admissible(this.worldNow).map((c) => c.text);
  }

  admissibleCommands(): AdmissibleCommand[] {
    return this.text.admissible(this.worldNow);
  }

  done(): boolean {
    return this.progress().success;
  }

  /** The task's Progress Check now: success and goal conditions (nothing without a task). */
  progress(): { success: boolean; goalConditions: { satisfied: number; total: number } } {
    const task = this.options.task;
    const r = task ? progressCheckInWorld(this.library, task, this.worldNow) : null;
    return r?.ok ? { success: r.result.success, goalConditions: r.goalConditions } : { success: false, goalConditions: { satisfied: 0, total: 0 } };
  }

  /** Carries out a command, admissible or free-form (mapped with the lexical scorer). */
  step(command: string): TextStepResult {
    const chosen = this.text.exact(this.worldNow, command) ?? this.exactCandidate(command) ?? this.mapped(command);
    if (!chosen) {
      this.text.lastFeedback = 'Nothing happens. (I do not know that command; type help for the commands.)';
      return { observation: this.observe(), done: this.done(), command: null, ok: false, actions: [] };
    }
    return this.run(chosen);
  }

  /** Carries out an admissible command. */
  run(chosen: AdmissibleCommand): TextStepResult {
    const taken: TakenAction[] = [];
    this.text.start(chosen);
    for (;;) {
      const a = this.text.advance(this.worldNow);
      if (a.kind === 'ended') {
        return { observation: this.observe(), done: this.done(), command: chosen.text, ok: a.ok, actions: taken };
      }
      const r = step(this.worldNow, 'follower', a.action);
      this.worldNow = r.world;
      this.text.observe(r.outcome);
      taken.push({ action: a.action, outcome: r.outcome });
      this.log.push({ action: a.action, outcome: r.outcome });
    }
  }

  /** A command that needs a take first ("put mug 2 in coffeemachine 1" before the mug is held), spelled exactly. */
  private exactCandidate(text: string): AdmissibleCommand | null {
    const want = text.trim().toLowerCase().replace(/\s+/g, ' ');
    return mappingCandidates(this.text.view, this.worldNow).find((c) => c.text === want) ?? null;
  }

  /** What the Follower knows: names, what it has seen, where it is (for mapping free-form steps). */
  get view(): TextView {
    return this.text.view;
  }

  private mapped(freeForm: string): AdmissibleCommand | null {
    const m = mapFreeForm(freeForm, mappingCandidates(this.text.view, this.worldNow), this.text.view, this.worldNow, new LexicalScorer());
    return m.kind === 'command' ? m.command : null;
  }
}



