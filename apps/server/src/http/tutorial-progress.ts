/** The tutorial's verdict: the worker's actions replayed from the demo kitchen (pure; runs on the checker's thread). */
import { TUTORIAL_TASKS, tutorialSubmissionSchema, tutorialWorld, type ErrorCode } from '@chorehouse/protocol';
import { parseAction, step, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld } from '@chorehouse/tdl';

/** Which tutorial tasks are done after the actions (invalid actions count as failed steps, as on the wire). */
export function tutorialProgress(actions: readonly unknown[], start: World = tutorialWorld()): boolean[] {
  let world = start;
  for (const raw of actions) {
    const parsed = parseAction(raw);
    if (parsed.ok) world = step(world, 'follower', parsed.action).world;
  }
  return TUTORIAL_TASKS.map((t) => {
    const check = progressCheckInWorld(builtinLibrary(), t, world);
    return check.ok && check.result.success;
  });
}

export type TutorialCheck =
  | { readonly ok: true; readonly done: boolean[] }
  | { readonly ok: false; readonly code: Extract<ErrorCode, 'http/bad_json' | 'protocol/bad_payload'>; readonly message: string };

/**
 * A submission as it came over HTTP (the body's text): parsed with the protocol's schema, then
 * replayed. All of it runs on the checker's thread, so a 2,000-action body costs the event loop
 * nothing but its bytes.
 */
export function checkSubmission(body: string): TutorialCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { ok: false, code: 'http/bad_json', message: 'The request body is not valid JSON.' };
  }
  const parsed = tutorialSubmissionSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, code: 'protocol/bad_payload', message: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') };
  }
  return { ok: true, done: tutorialProgress(parsed.data.actions) };
}
