/**
 * Synthetic sessions of TEACh's average length (about 165 events) for benchmarks: the Make Coffee
 * session's steps spread among a seeded mix of chat, progress checks, Commander camera moves,
 * Follower looks and turns (in pairs that return to the pose) and opening and closing or switching
 * things, all played through `step` in the demo kitchen, so replay does the work a real session does.
 */
import { clickWithinReach, nextInt, seedRng, type MotionActionName, type RngState, type World } from '@chorehouse/sim';
import { coffeeKitchen, coffeeScript } from './coffee-session.js';
import { clicks, motions, scriptedSession, type ScriptedSession, type ScriptStep } from './scripted-session.js';

const LINES = ['where is the mug?', 'ok', 'pick up the knife on the counter', 'done', 'put it in the sink', 'what next?', 'turn on the coffee machine', 'great job, thanks'];
const PAIRS: readonly (readonly [MotionActionName, MotionActionName])[] = [['Turn Left', 'Turn Right'], ['Turn Right', 'Turn Left'], ['Look Up', 'Look Down'], ['Look Down', 'Look Up']];
const COMMANDER_MOVES: readonly MotionActionName[] = ['Forward', 'Backward', 'Turn Left', 'Turn Right', 'Pan Left', 'Pan Right', 'Look Up', 'Look Down'];

export function syntheticScript(world: World, seed: number, events = 161): ScriptStep[] {
  let rng: RngState = seedRng(seed);
  const draw = (n: number) => { const r = nextInt(rng, n); rng = r.state; return r.value; };
  // Things within reach of the start pose, as a player mostly clicks what is in front of them.
  const reachable = world.objects.filter((o) => clickWithinReach(world, o.objectId));
  const openable = reachable.filter((o) => o.openable && !o.pickupable && (o.objectType === 'Cabinet' || o.objectType === 'Drawer')).map((o) => o.objectId);
  const toggles = reachable.filter((o) => o.objectType === 'Toaster' || o.objectType === 'StoveKnob').map((o) => o.objectId);
  const coffee = coffeeScript(world);
  // Filler in groups (a turn and its way back, an open and its close) that are never split, so every
  // coffee step is clicked from the pose the script left the Follower in.
  const filler: ScriptStep[][] = [];
  let size = 0;
  const add = (...group: ScriptStep[]) => { filler.push(group); size += group.length; };
  while (size + coffee.length < events) {
    const roll = draw(100);
    if (roll < 20) add({ kind: 'chat', role: draw(2) === 0 ? 'commander' : 'follower', text: LINES[draw(LINES.length)]! });
    else if (roll < 26) add({ kind: 'progress_check' });
    else if (roll < 34) add(...motions('commander', COMMANDER_MOVES[draw(COMMANDER_MOVES.length)]!));
    else if (roll < 84) {
      const [a, b] = PAIRS[draw(PAIRS.length)]!;
      add(...motions('follower', a, b));
    } else if (roll < 94 && openable.length > 0) {
      const id = openable[draw(openable.length)]!;
      add(...clicks(['Open', id], ['Close', id]));
    } else if (toggles.length > 0) {
      const id = toggles[draw(toggles.length)]!;
      add(...clicks(['ToggleOn', id], ['ToggleOff', id]));
    }
  }
  // The coffee steps keep their order; filler goes between them, in blocks.
  const script: ScriptStep[] = [];
  const per = Math.ceil(filler.length / coffee.length);
  coffee.forEach((c, k) => { script.push(...filler.slice(k * per, (k + 1) * per).flat(), c); });
  script.push(...filler.slice(coffee.length * per).flat());
  return script.slice(0, events);
}

export function syntheticSession(seed: number, split = 'train'): ScriptedSession {
  const world = coffeeKitchen();
  return scriptedSession(world, syntheticScript(world, seed), { sessionId: `synthetic-${seed}`, taskName: 'Coffee', benchmarkName: 'Make Coffee', split, floorPlan: 1, gapMs: 1200 });
}
