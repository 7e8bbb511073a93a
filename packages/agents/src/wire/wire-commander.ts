/**
 * A Commander seat over the wire (the practice Commander for people, and bot-against-bot games):
 * the seat (the plain-speaking rule-based one unless another is given, e.g. a chat model) is asked
 * for its move whenever the Follower said or did something; its chat lines and Finish go to the
 * server. Its tools answer from the client's mirror of the world, with the same checker and search
 * the server runs, and each use is also sent to the server (`progress_check`, `search`) so that the
 * log holds every Commander action, as a person's would. Before each line it moves its camera to
 * watch the Follower and the object it last looked up (camera-follow.ts), with ordinary camera actions.
 */
import type { World } from '@chorehouse/sim';
import { withoutHiddenCharacters, type ClientMessageInput, type EventRecord } from '@chorehouse/protocol';
import { cameraGoal, cameraMovesTowards } from '../commander/camera-follow.js';
import { RuleBasedCommanderSeat } from '../commander/commander-seat.js';
import type { TaskRef } from '../commander/what-if.js';
import { worldCommanderTools } from '../commander/world-tools.js';
import type { CommanderSeat, CommanderTools, SeatUtterance } from '../seats/seat.js';
import { WireBot, type BotLink, type WireBotOptions } from './wire-bot.js';

const DEFAULT_MAX_TURNS = 300;

export interface WireCommanderOptions extends WireBotOptions {
  /** Who decides (default: the plain-speaking rule-based Commander). */
  readonly seat?: CommanderSeat;
  /** For the default seat: add the coordinate template to each step, for the old rule-based Follower (bot-against-bot games). */
  readonly template?: boolean;
}

/** The dialogue as seats read it, from a viewer's events. */
export function dialogueOf(events: readonly EventRecord[]): SeatUtterance[] {
  const out: SeatUtterance[] = [];
  for (const e of events) if (e.kind === 'chat') out.push({ speaker: e.role === 'commander' ? 'Commander' : 'Follower', text: e.text });
  return out;
}

export class WireCommanderBot extends WireBot {
  private readonly seat: CommanderSeat;

  constructor(link: BotLink, protected override readonly options: WireCommanderOptions = {}) {
    super(link, options);
    this.seat = options.seat ?? new RuleBasedCommanderSeat({ template: options.template ?? false });
  }

  protected async play(): Promise<void> {
    await this.until(() => this.mirror.task !== null);
    const view = this.mirror.task;
    if (!view) return;
    const task: TaskRef = { taskName: view.name, params: view.params };
    const maxTurns = this.options.maxTurns ?? DEFAULT_MAX_TURNS;
    let said = 0;
    while (!this.ended) {
      await this.pace();
      const heard = this.followerEvents();
      const { tools, sent, lookedUp } = this.tools(task);
      const move = await this.seat.next({ world: this.mirror.world!, task, dialogue: dialogueOf(this.mirror.events), tools });
      for (const m of sent) await this.send(m);
      if (this.ended) return;
      if (move.kind === 'finish' || said >= maxTurns) {
        if (move.kind === 'finish' && move.reason) await this.send({ type: 'chat', text: withoutHiddenCharacters(`I am stuck: ${move.reason}`).slice(0, 480) });
        if (!this.ended) await this.send({ type: 'finish', confirmed: true });
        return;
      }
      if (move.kind === 'say') {
        said++;
        await this.watch(lookedUp());
        if (this.ended) return;
        // A model's words may hold characters the server refuses in a worker's text (workerText); they are dropped, as a text box drops them.
        await this.send({ type: 'chat', text: withoutHiddenCharacters(move.text).slice(0, 500) });
        continue;
      }
      await this.until(() => this.followerEvents() > heard);
    }
  }

  /** The Follower's chat lines and actions so far (a new one wakes the seat). */
  private followerEvents(): number {
    return this.mirror.count((e) => (e.kind === 'chat' || e.kind === 'action') && e.role === 'follower');
  }

  /** Camera moves towards the Follower and the object (or the Follower alone), each sent as the Commander's action; stops at a refusal. */
  private async watch(objectId: string | null): Promise<void> {
    const world = this.mirror.world;
    if (!world) return;
    for (const name of cameraMovesTowards(world, cameraGoal(world, objectId))) {
      const reply = await this.send({ type: 'action', name });
      if (this.ended || !reply.ok) return;
    }
  }

  /** Tools over the mirror's world; each use queues the same request for the server's log. */
  private tools(task: TaskRef): { tools: CommanderTools; sent: ClientMessageInput[]; lookedUp: () => string | null } {
    const sent: ClientMessageInput[] = [];
    let found: string | null = null;
    const world = (): World => this.mirror.world!;
    const local = worldCommanderTools(world, task);
    return {
      sent,
      lookedUp: () => found,
      tools: {
        progressCheck: () => {
          sent.push({ type: 'progress_check' });
          return local.progressCheck();
        },
        search: (query: string) => {
          sent.push({ type: 'search', by: query.includes('|') ? 'id' : 'text', value: query.slice(0, 100) });
          const hits = local.search(query);
          found = hits[0]?.objectId ?? found;
          return hits;
        },
      },
    };
  }
}

