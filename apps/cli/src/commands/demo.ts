/**
 * `chorehouse demo`: make coffee in the demo kitchen, step by step, and show the Commander's
 * Progress Check before and after. It walks the Follower by placing it where it can reach each
 * object (real path planning comes with the agents).
 */
import { parseArgs } from 'node:util';
import {
  act, createDemoKitchen, displayName, idOf, standBefore, type ObjectActionName, type World,
} from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld, type ProgressCheckResponse } from '@chorehouse/tdl';
import { EXIT, UsageError, type Command } from '../command.js';

const PLAN: [ObjectActionName, string][] = [
  ['Pickup', 'Mug'], ['Place', 'SinkBasin'], ['ToggleOn', 'Faucet'], ['ToggleOff', 'Faucet'], ['Pickup', 'Mug'],
  ['Pour', 'SinkBasin'], ['Place', 'CoffeeMachine'], ['ToggleOn', 'CoffeeMachine'],
];

function coffeeCheck(world: World): ProgressCheckResponse {
  const outcome = progressCheckInWorld(builtinLibrary(), { taskName: 'Coffee', params: [] }, world);
  if (!outcome.ok) throw new Error(`demo: the Coffee task does not instantiate: ${JSON.stringify(outcome.errors)}`);
  return outcome.response;
}

function describeCheck(r: ProgressCheckResponse): string {
  const lines = [`  Progress Check: "${r.task_desc}" ${r.success ? 'done.' : 'not done yet:'}`];
  // Step texts describe what is still wrong, so only the failing ones are worth reading.
  for (const sg of r.subgoals) {
    for (const s of sg.steps) if (!s.success) lines.push(`    - ${s.desc}`);
  }
  return lines.join('\n');
}

export const demoCommand: Command = {
  group: 'demo',
  verb: '',
  summary: 'make coffee in the demo kitchen, step by step, with Progress Checks',
  usage: [
    'Usage: chorehouse demo [--json]',
    '',
    'Plays a scripted Follower in the 80-object demo kitchen: wash the dirty mug in the sink, empty it,',
    'and make coffee. Prints every action with its outcome, and the Commander\'s Progress Check before and after.',
    '',
    'Options:',
    '  --json   print one JSON document: the actions, their outcomes and both Progress Checks',
  ].join('\n'),
  async run(args, io) {
    let json: boolean;
    try {
      json = parseArgs({ args: [...args], options: { json: { type: 'boolean', default: false } }, strict: true }).values.json ?? false;
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    let world = createDemoKitchen();
    const before = coffeeCheck(world);
    const log: { action: string; object: string; success: boolean; code: string; message: string }[] = [];
    if (!json) io.stdout.write(`Demo kitchen: ${world.objects.length} objects. Task: make coffee.\n${describeCheck(before)}\n\n`);
    for (const [name, type] of PLAN) {
      const objectId = idOf(world, type);
      const moved = standBefore(world, objectId);
      if (!json && (moved.follower.x !== world.follower.x || moved.follower.z !== world.follower.z || moved.follower.yaw !== world.follower.yaw)) {
        io.stdout.write(`  (the Follower walks to where it can reach the ${displayName(type)})\n`);
      }
      const { world: next, outcome } = act(moved, name, objectId);
      log.push({ action: name, object: objectId, success: outcome.success, code: outcome.code, message: outcome.message });
      if (!json) io.stdout.write(`  ${name.padEnd(10)} ${outcome.success ? 'ok  ' : 'FAIL'} ${outcome.message}\n`);
      world = next;
    }
    const after = coffeeCheck(world);
    if (json) io.stdout.write(`${JSON.stringify({ before, actions: log, after }, null, 2)}\n`);
    else io.stdout.write(`\n${describeCheck(after)}\n`);
    return after.success ? EXIT.ok : EXIT.checkFailed;
  },
};
