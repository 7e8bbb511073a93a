/**
 * Whether a name can be planned: the label of episodes already in the pool, or a name the pool would
 * give episodes of it (a benchmark name, or a library task with nothing to choose), so a researcher
 * may plan a task before generating its episodes but a typo is refused, naming what there is.
 */
import { protocolError, type ProtocolError } from '@chorehouse/protocol';
import type { TaskLibrary } from '@chorehouse/tdl';
import { resolvePoolRequest } from './pool-requests.js';

export function checkPlanTaskName(library: TaskLibrary, poolLabels: ReadonlySet<string>, name: string): ProtocolError | null {
  if (poolLabels.has(name)) return null;
  const resolved = resolvePoolRequest(library, { perTask: 1, tasks: [name] });
  if (resolved.ok && resolved.tasks[0]!.label === name) return null;
  const inPool = [...poolLabels].sort().join(', ') || 'none';
  return protocolError('plan/unknown_task', `No task "${name}" to plan: use a benchmark name, a library task without parameters, or a task of the pool (${inPool}).`);
}
