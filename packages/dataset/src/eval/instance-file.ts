/** Reading EDH and TfD instance files for evaluation (only the fields inference uses). */
import { z } from 'zod';

const diffSchema = z.object({ agents: z.record(z.string(), z.unknown()).optional(), objects: z.record(z.string(), z.record(z.string(), z.unknown())) });

export const evalInstanceSchema = z.looseObject({
  game_id: z.string(),
  instance_id: z.string().optional(),
  pred_start_idx: z.number().int().nonnegative(),
  dialog_history: z.array(z.tuple([z.string(), z.string()])),
  driver_actions_future: z.array(z.unknown()),
  state_changes: diffSchema,
  expected_init_goal_conditions_total: z.number().optional(),
  expected_init_goal_conditions_satisfied: z.number().optional(),
});
export type EvalInstance = z.infer<typeof evalInstanceSchema>;
