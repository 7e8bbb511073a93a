/**
 * Reads a Progress Check's response (TEACh's payload: task_desc, success, subgoals with steps) into
 * what the panel lists. The field is `unknown` on the wire, so anything missing reads as empty.
 */
export interface ProgressStep { readonly desc: string; readonly success: boolean; readonly objectId: string; readonly objectType: string }
export interface ProgressSubgoal { readonly description: string; readonly success: boolean; readonly steps: readonly ProgressStep[] }
export interface ProgressView { readonly taskDesc: string; readonly success: boolean; readonly subgoals: readonly ProgressSubgoal[] }

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function readProgress(response: unknown): ProgressView {
  const r = obj(response);
  return {
    taskDesc: str(r.task_desc),
    success: r.success === 1 || r.success === true,
    subgoals: arr(r.subgoals).map((g) => {
      const sg = obj(g);
      return {
        description: str(sg.description),
        success: sg.success === 1 || sg.success === true,
        steps: arr(sg.steps).map((s) => {
          const st = obj(s);
          return { desc: str(st.desc), success: st.success === 1 || st.success === true, objectId: str(st.objectId), objectType: str(st.objectType) };
        }),
      };
    }),
  };
}
