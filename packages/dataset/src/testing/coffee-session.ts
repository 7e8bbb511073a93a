/** A short Make Coffee session in the demo kitchen, played through `step`: the fixture most tests share. */
import { createDemoKitchen, idOf, standBefore, type World } from '@chorehouse/sim';
import { clicks, motions, scriptedSession, type ScriptedSession, type ScriptStep } from './scripted-session.js';

export function coffeeKitchen(): World {
  const kitchen = createDemoKitchen();
  return standBefore(kitchen, idOf(kitchen, 'Mug'));
}

/** The Follower washes the mug: picks it up, puts it in the sink basin, turns the faucet on and off. */
export function washMug(world: World): ScriptStep[] {
  const [mug, basin, faucet] = [idOf(world, 'Mug'), idOf(world, 'SinkBasin'), idOf(world, 'Faucet')];
  return clicks(['Pickup', mug], ['Place', basin], ['ToggleOn', faucet], ['ToggleOff', faucet]);
}

/** The Follower picks the mug up again and pours its water into the sink basin. */
export function pourOutMug(world: World): ScriptStep[] {
  return clicks(['Pickup', idOf(world, 'Mug')], ['Pour', idOf(world, 'SinkBasin')]);
}

export function coffeeScript(world: World): ScriptStep[] {
  const machine = idOf(world, 'CoffeeMachine');
  return [
    { kind: 'chat', role: 'follower', text: 'Hi, what should I do?' },
    { kind: 'progress_check' },
    { kind: 'chat', role: 'commander', text: "We're making coffee. First wash the mug in the sink." },
    ...motions('follower', 'Turn Left', 'Turn Right'),
    ...washMug(world),
    { kind: 'chat', role: 'follower', text: 'done' },
    ...motions('commander', 'Forward'),
    { kind: 'chat', role: 'commander', text: 'Now pour out the water and make coffee in it.' },
    ...pourOutMug(world),
    // A step towards the coffee machine: its open front (the mug's place) leaves its base and head in reach.
    ...motions('follower', 'Turn Left', 'Forward', 'Turn Right'),
    ...clicks(['Place', machine], ['ToggleOn', machine], ['ToggleOff', machine]),
    ...motions('follower', 'Look Up'),
    { kind: 'chat', role: 'follower', text: "I can't see anything else to do" },
    { kind: 'progress_check' },
    ...motions('follower', 'Look Down'),
  ];
}

export function coffeeSession(sessionId = 'session-coffee-1', split = 'valid_seen'): ScriptedSession {
  const world = coffeeKitchen();
  return scriptedSession(world, coffeeScript(world), { sessionId, taskName: 'Coffee', benchmarkName: 'Make Coffee', split, floorPlan: 1 });
}

/** The Make Coffee script with a Commander search by text and one by id in the middle. */
export function searchingScript(): ScriptStep[] {
  const world = coffeeKitchen();
  const script = coffeeScript(world);
  return [
    ...script.slice(0, 3),
    { kind: 'search', by: 'text', value: 'coffee machine' },
    ...script.slice(3, 10),
    { kind: 'search', by: 'id', value: idOf(world, 'Mug') },
    ...script.slice(10),
  ];
}
