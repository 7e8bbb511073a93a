/** A short Make Coffee session in the demo kitchen, played through `step`: the fixture most tests share. */
import { createDemoKitchen, idOf, standBefore, type World } from '@chorehouse/sim';
import { scriptedSession, type ScriptedSession, type ScriptStep } from './scripted-session.js';

export function coffeeKitchen(): World {
  const kitchen = createDemoKitchen();
  return standBefore(kitchen, idOf(kitchen, 'Mug'));
}

export function coffeeScript(world: World): ScriptStep[] {
  const mug = idOf(world, 'Mug');
  const basin = idOf(world, 'SinkBasin');
  const faucet = idOf(world, 'Faucet');
  const machine = idOf(world, 'CoffeeMachine');
  return [
    { kind: 'chat', role: 'follower', text: 'Hi, what should I do?' },
    { kind: 'progress_check' },
    { kind: 'chat', role: 'commander', text: "We're making coffee. First wash the mug in the sink." },
    { kind: 'act', role: 'follower', action: { name: 'Turn Left' } },
    { kind: 'act', role: 'follower', action: { name: 'Turn Right' } },
    { kind: 'click', name: 'Pickup', objectId: mug },
    { kind: 'click', name: 'Place', objectId: basin },
    { kind: 'click', name: 'ToggleOn', objectId: faucet },
    { kind: 'click', name: 'ToggleOff', objectId: faucet },
    { kind: 'chat', role: 'follower', text: 'done' },
    { kind: 'act', role: 'commander', action: { name: 'Forward' } },
    { kind: 'chat', role: 'commander', text: 'Now pour out the water and make coffee in it.' },
    { kind: 'click', name: 'Pickup', objectId: mug },
    { kind: 'click', name: 'Pour', objectId: basin },
    // A step towards the coffee machine: its open front (the mug's place) leaves its base and head in reach.
    { kind: 'act', role: 'follower', action: { name: 'Turn Left' } },
    { kind: 'act', role: 'follower', action: { name: 'Forward' } },
    { kind: 'act', role: 'follower', action: { name: 'Turn Right' } },
    { kind: 'click', name: 'Place', objectId: machine },
    { kind: 'click', name: 'ToggleOn', objectId: machine },
    { kind: 'click', name: 'ToggleOff', objectId: machine },
    { kind: 'act', role: 'follower', action: { name: 'Look Up' } },
    { kind: 'chat', role: 'follower', text: "I can't see anything else to do" },
    { kind: 'progress_check' },
    { kind: 'act', role: 'follower', action: { name: 'Look Down' } },
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
