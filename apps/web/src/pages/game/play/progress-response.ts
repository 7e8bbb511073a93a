/**
 * Reads a Progress Check's response (TEACh's payload: task_desc, success, subgoals with steps) into
 * what a panel lists. The one reader: the Commander's panel, the tutorial and the console's panel
 * all use it. The response is already parsed with the protocol's schema (tdl's type), so the
 * fields are there; this turns TEACh's 0/1 into booleans and keeps what people read.
 */
import type { ProgressCheckResponse } from '@chorehouse/protocol';

export interface ProgressStep { readonly desc: string; readonly success: boolean; readonly objectId: string; readonly objectType: string }
export interface ProgressSubgoal { readonly description: string; readonly success: boolean; readonly steps: readonly ProgressStep[] }
export interface ProgressView { readonly taskDesc: string; readonly success: boolean; readonly subgoals: readonly ProgressSubgoal[] }

export function readProgress(response: ProgressCheckResponse): ProgressView {
  return {
    taskDesc: response.task_desc,
    success: response.success === 1,
    subgoals: response.subgoals.map((g) => ({
      description: g.description,
      success: g.success === 1,
      steps: g.steps.map((s) => ({ desc: s.desc, success: s.success === 1, objectId: s.objectId, objectType: s.objectType })),
    })),
  };
}
