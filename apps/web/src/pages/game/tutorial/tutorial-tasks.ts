/**
 * What the tutorial's Commander side shows: each tutorial task's Progress Check on the local world
 * (the task library's own checker, as the server runs it), with plain-English tips.
 */
import { TUTORIAL_TASKS, tutorialWorld } from '@chorehouse/protocol';
import type { ObjectActionName, World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld } from '@chorehouse/tdl';
import { readProgress, type ProgressView } from '../play/progress-response.js';

export const TUTORIAL_TIPS: readonly (readonly string[])[] = [
  [
    'Find the mug. As a Commander you would search for it; here, look around with A and D.',
    'A dirty mug must be rinsed: pick it up, place it in the sink, turn the faucet on, then off, and pick the mug up again.',
    'Rinsing leaves the mug full of water, and the coffee machine does not fill a mug that holds water: holding the mug, select the sink and press Pour to empty it.',
    'Place the empty mug in the coffee machine and turn the machine on.',
  ],
  [
    'Pick up the potato and place it in the pot on the stove.',
    'Turn on the leftmost stove knob: it lights the front left burner, under the pot. Once the potato has boiled, turn it off.',
    'Pick up the knife and slice the potato: the slices are cooked.',
  ],
];

/** What the player may be asked to click, in the tips' words. */
export type TipTarget = 'dirty mug' | 'sink' | 'faucet' | 'coffee machine' | 'potato' | 'pot' | 'leftmost knob' | 'knife';

/**
 * Each tip's actions, in order, as a player following it would do them (finding the object is
 * walking and looking, which are not listed). Tests play the tutorial from these, so a tip that
 * does not work as written fails a test.
 */
export const TUTORIAL_TIP_ACTIONS: readonly (readonly (readonly { readonly name: ObjectActionName; readonly target: TipTarget }[])[])[] = [
  [
    [],
    [
      { name: 'Pickup', target: 'dirty mug' }, { name: 'Place', target: 'sink' }, { name: 'ToggleOn', target: 'faucet' },
      { name: 'ToggleOff', target: 'faucet' }, { name: 'Pickup', target: 'dirty mug' },
    ],
    [{ name: 'Pour', target: 'sink' }],
    [{ name: 'Place', target: 'coffee machine' }, { name: 'ToggleOn', target: 'coffee machine' }],
  ],
  [
    [{ name: 'Pickup', target: 'potato' }, { name: 'Place', target: 'pot' }],
    [{ name: 'ToggleOn', target: 'leftmost knob' }, { name: 'ToggleOff', target: 'leftmost knob' }],
    [{ name: 'Pickup', target: 'knife' }, { name: 'Slice', target: 'potato' }],
  ],
];

const TIP_TYPES: Readonly<Record<Exclude<TipTarget, 'dirty mug' | 'leftmost knob'>, string>> = {
  sink: 'SinkBasin', faucet: 'Faucet', 'coffee machine': 'CoffeeMachine', potato: 'Potato', pot: 'Pot', knife: 'Knife',
};

const DIRTY_MUG_ID = tutorialWorld().objects.find((o) => o.objectType === 'Mug' && o.isDirty)?.objectId;

/** The object a tip means, in the demo kitchen as it is now. */
export function resolveTipTarget(world: World, target: TipTarget): string {
  const live = world.objects.filter((o) => !o.disabled);
  const found = target === 'dirty mug'
    // The mug the tutorial starts dirty (ids never change), clean or not by now.
    ? live.find((o) => o.objectId === DIRTY_MUG_ID)
    : target === 'leftmost knob'
      // As the tip says it, by where it is, not by what it controls: the tests then find out whether
      // it lights the burner under the pot. The player faces the stove along +z, so left is smaller x.
      ? live.filter((o) => o.objectType === 'StoveKnob').sort((a, b) => a.position.x - b.position.x)[0]
      : live.find((o) => o.objectType === TIP_TYPES[target]);
  if (!found) throw new Error(`the tutorial kitchen has no ${target}`);
  return found.objectId;
}

export interface TutorialTaskView extends ProgressView {
  readonly title: string;
}

export function tutorialTasks(world: World): TutorialTaskView[] {
  return TUTORIAL_TASKS.map((t) => {
    const check = progressCheckInWorld(builtinLibrary(), t, world);
    const view = check.ok ? readProgress(check.response) : { taskDesc: t.title, success: false, subgoals: [] };
    return { ...view, title: t.title };
  });
}
