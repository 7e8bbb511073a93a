import { step, type World } from '@chorehouse/sim';
import { extractInstruction, resolveInstruction } from '../commander/instruction.js';
import type { RuleBasedCommanderSeat } from '../commander/commander-seat.js';
import type { TaskRef } from '../commander/what-if.js';
import { worldCommanderTools } from '../commander/world-tools.js';
import { RuleBasedFollower } from '../follower/follower.js';
import type { SeatUtterance } from '../seats/seat.js';

/**
 * Plays the seat against the rule-based Follower. `understand` is how the Follower learns the goal
 * from a Commander line: the template (old pair) or, for plain lines nothing here parses yet, the
 * seat's current goal (standing in for the text Follower of issue 19).
 */
export async function playCommanderSeat(world: World, task: TaskRef, seat: RuleBasedCommanderSeat, understand: 'template' | 'peek', maxTurns = 80) {
  let w = world;
  const tools = worldCommanderTools(() => w, task);
  const dialogue: SeatUtterance[] = [];
  const follower = new RuleBasedFollower();
  for (let turn = 0; turn < maxTurns; turn++) {
    const move = await seat.next({ world: w, task, dialogue, tools });
    if (move.kind === 'finish') return { dialogue, finished: true, reason: move.reason, tools, world: w };
    if (move.kind === 'wait') throw new Error('The Commander waits although the Follower just spoke.');
    dialogue.push({ speaker: 'Commander', text: move.text });
    if (move.text.startsWith('Sorry, I didn') || move.text.startsWith('The ') || move.text.startsWith('There is')) continue;
    const heard = extractInstruction(move.text);
    const goal = understand === 'template' ? (heard.ok ? resolveInstruction(w, heard.instruction) : null) : seat.currentGoal;
    if (!goal) { dialogue.push({ speaker: 'Follower', text: "I can't find it." }); continue; }
    follower.assign(goal);
    let said = 'Done.';
    for (let k = 0; k < 400; k++) {
      const m = follower.next(w);
      if (m.kind === 'done') break;
      if (m.kind === 'failed') { said = `I can't: ${m.reason}${m.unreachable ? ` [unreachable ${m.unreachable}]` : ''}`; break; }
      const r = step(w, 'follower', m.action);
      follower.observe(r.outcome);
      w = r.world;
    }
    dialogue.push({ speaker: 'Follower', text: said });
  }
  return { dialogue, finished: false, reason: 'turns', tools, world: w };
}
