/**
 * The solo tutorial (POST /api/tutorial/complete): a worker plays both seats in the demo kitchen,
 * making coffee and cooking a slice of potato, then sends its actions. The server replays them from
 * the same start and vets the worker when both tasks are done: the replay, not the client, decides.
 */
import { createDemoKitchen, type World } from '@chorehouse/sim';
import { z } from 'zod/mini';
import { wireActionSchema } from './events.js';

/** The tutorial's tasks, in order, as the task library names them. */
export const TUTORIAL_TASKS = [
  { taskName: 'Coffee', params: [] as string[], title: 'Make coffee' },
  { taskName: 'Cooked Slice Of X', params: ['Potato'], title: 'Cook a slice of potato' },
] as const;

export const MAX_TUTORIAL_ACTIONS = 2000;

/**
 * The tutorial's kitchen, where the game page plays and the server replays: the demo kitchen
 * without its clean mugs, so "The mug is clean" is ticked by the mug the tips have the worker
 * rinse, not already at the start by one in a cabinet. Nothing holds a reference to a mug lying
 * in a cabinet (children point at their parent), so leaving it out leaves a whole world.
 */
export function tutorialWorld(): World {
  const kitchen = createDemoKitchen();
  return { ...kitchen, objects: kitchen.objects.filter((o) => !(o.objectType === 'Mug' && !o.isDirty)) };
}

export const tutorialSubmissionSchema = z.strictObject({
  actions: z.array(z.strictObject(wireActionSchema.shape)).check(z.minLength(1), z.maxLength(MAX_TUTORIAL_ACTIONS)),
});
export type TutorialSubmission = z.infer<typeof tutorialSubmissionSchema>;

export const tutorialResultSchema = z.object({
  vetted: z.boolean(),
  /** Per task (TUTORIAL_TASKS order): done in the replayed world. */
  done: z.array(z.boolean()),
});
export type TutorialResult = z.infer<typeof tutorialResultSchema>;
