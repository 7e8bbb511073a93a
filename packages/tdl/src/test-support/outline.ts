/** A Progress Check as short lines, so tests read like what the Commander sees. */
import type { ProgressCheckOutcome } from '../progress-check/progress-check.js';
import type { ProgressCheckResponse } from '../progress-check/response.js';

/** `ok 2/2 Toast a slice of bread. | !Bread|1 The bread ...` per subgoal; "-" for no description. */
export function outline(response: ProgressCheckResponse): string[] {
  return response.subgoals.map((s) => {
    const head = `${s.success ? 'ok' : 'no'} ${s.goal_conditions_satisfied}/${s.goal_conditions_total} ${s.description || '-'}`;
    return [head, ...s.steps.map((st) => `${st.success ? '+' : '!'}${st.objectId} ${st.desc}`)].join(' | ');
  });
}

/** Unwraps a successful check; a test that gets errors fails with them in the message. */
export function expectChecked(outcome: ProgressCheckOutcome): Extract<ProgressCheckOutcome, { ok: true }> {
  if (!outcome.ok) throw new Error(`check failed: ${outcome.errors.map((e) => `${e.where}: ${e.message}`).join('; ')}`);
  return outcome;
}
