/**
 * `step(world, agent, action) -> { world, outcome }`: the one way the world changes.
 * Pure and total: bad input gives a failed outcome with a stable code, never an exception.
 */
import { catalogEntry, displayName } from './catalog/catalog.js';
import { parseAction, type AgentRole, type ObjectAction } from './actions/action.js';
import { collectChanges } from './actions/changes.js';
import { consequenceNotes } from './actions/consequences.js';
import { moveCommander, moveFollower } from './actions/motion.js';
import { setOpen, setToggled } from './actions/open-toggle.js';
import { fail, type Failure, type Outcome } from './actions/outcome.js';
import { pickup, place } from './actions/pickup-place.js';
import { pour, slice } from './actions/slice-pour.js';
import { checkObjectAction } from './actions/check-action.js';
import { applyRules } from './rules/settle.js';
import { WorldDraft } from './world/draft.js';
import { getObject, heldObject } from './world/lookup.js';
import type { World } from './world/types.js';

export interface StepResult {
  readonly world: World;
  readonly outcome: Outcome;
}

function interact(draft: WorldDraft, world: World, action: ObjectAction): { failure: Failure | null; objectId: string | null } {
  const resolved = checkObjectAction(world, action);
  if (!resolved.ok) return { failure: resolved.failure, objectId: null };
  const target = resolved.target;
  const heldId = world.follower.heldObjectId;
  let failure: Failure | null;
  switch (action.name) {
    case 'Pickup': failure = pickup(draft, target); break;
    case 'Place': failure = place(draft, target, heldId!); break;
    case 'Open': failure = setOpen(draft, target, true); break;
    case 'Close': failure = setOpen(draft, target, false); break;
    case 'ToggleOn': failure = setToggled(draft, target, true); break;
    case 'ToggleOff': failure = setToggled(draft, target, false); break;
    case 'Slice': failure = slice(draft, target); break;
    case 'Pour': failure = pour(draft, target, heldId!); break;
  }
  return { failure, objectId: target.object.objectId };
}

/** "on the stove burner", "in the coffee machine": holders you set things onto read "on". */
export function placePreposition(receptacleType: string): 'on' | 'in' {
  const kind = catalogEntry(receptacleType).receptacleKind;
  if (kind === 'on') return 'on';
  return kind === 'holder' && ON_HOLDERS.has(receptacleType) ? 'on' : 'in';
}
const ON_HOLDERS = new Set(['StoveBurner', 'TowelHolder', 'HandTowelHolder', 'ToiletPaperHanger']);

function successMessage(world: World, action: ObjectAction, objectId: string): string {
  const name = displayName(getObject(world, objectId)?.objectType ?? '');
  switch (action.name) {
    case 'Pickup': return `Picked up the ${name}.`;
    case 'Place': {
      const type = getObject(world, objectId)?.objectType ?? 'Floor';
      return `Placed the ${displayName(heldObject(world)?.objectType ?? '')} ${placePreposition(type)} the ${name}.`;
    }
    case 'Open': return `Opened the ${name}.`;
    case 'Close': return `Closed the ${name}.`;
    case 'ToggleOn': return `Turned on the ${name}.`;
    case 'ToggleOff': return `Turned off the ${name}.`;
    case 'Slice': return `Sliced the ${name}.`;
    case 'Pour': return `Poured into the ${name}.`;
  }
}

export function step(world: World, agent: AgentRole, input: unknown): StepResult {
  const parsed = parseAction(input);
  const failed = (f: Failure): StepResult => ({
    world: { ...world, stepCount: world.stepCount + 1 },
    outcome: { success: false, code: f.code, message: f.message, objectId: f.objectId ?? null, changes: [] },
  });
  if (!parsed.ok) return failed(parsed);
  const action = parsed.action;
  if (action.name === 'Stop') return { world: { ...world, stepCount: world.stepCount + 1 }, outcome: { success: true, code: 'ok', message: 'Stopped.', objectId: null, changes: [] } };

  const draft = new WorldDraft(world);
  let objectId: string | null = null;
  let message = '';
  if ('x' in action) {
    if (agent !== 'follower') return failed(fail('action/not_your_role', 'Only the Follower can interact with objects.'));
    const result = interact(draft, world, action);
    if (result.failure) return failed({ ...result.failure, objectId: result.failure.objectId ?? result.objectId });
    objectId = result.objectId;
    message = successMessage(world, action, objectId!);
    applyRules(draft);
  } else if (agent === 'follower') {
    const moved = moveFollower(world, action.name);
    if ('code' in moved) return failed(moved);
    draft.follower = moved.follower;
    message = `${action.name}.`;
  } else {
    const moved = moveCommander(world, action.name);
    if ('code' in moved) return failed(moved);
    draft.commander = moved.commander;
    message = `${action.name}.`;
  }
  const next = draft.finish();
  if (objectId !== null) message = [message, ...consequenceNotes(world, next)].join(' ');
  return { world: next, outcome: { success: true, code: 'ok', message, objectId, changes: collectChanges(world, draft, next) } };
}
