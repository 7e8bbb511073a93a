/** A validated set of task definitions: every reference resolves, names and ids are unique. */
import type { TaskDefinition } from '../definition/task-definition.js';

export class TaskLibrary {
  /** Sorted by task id. */
  readonly tasks: readonly TaskDefinition[];
  private readonly byNameMap: ReadonlyMap<string, TaskDefinition>;
  private readonly byIdMap: ReadonlyMap<number, TaskDefinition>;
  private readonly sources: ReadonlyMap<string, string>;

  /** Only the loader builds libraries, after validation (see loadTaskLibrary / buildTaskLibrary). */
  constructor(entries: readonly { readonly path: string; readonly definition: TaskDefinition }[]) {
    this.tasks = entries.map((e) => e.definition).sort((a, b) => a.taskId - b.taskId);
    this.byNameMap = new Map(this.tasks.map((t) => [t.taskName, t]));
    this.byIdMap = new Map(this.tasks.map((t) => [t.taskId, t]));
    this.sources = new Map(entries.map((e) => [e.definition.taskName, e.path]));
  }

  byName(name: string): TaskDefinition | undefined {
    return this.byNameMap.get(name);
  }

  byId(id: number): TaskDefinition | undefined {
    return this.byIdMap.get(id);
  }

  /** The file a task came from. */
  sourceOf(name: string): string | undefined {
    return this.sources.get(name);
  }

  /** For people typing a task: the exact name, else the id ("102"), else the name ignoring case. */
  lookup(query: string): TaskDefinition | undefined {
    const exact = this.byNameMap.get(query);
    if (exact) return exact;
    if (/^[0-9]+$/.test(query.trim())) return this.byIdMap.get(Number(query.trim()));
    const folded = query.trim().toLowerCase();
    return this.tasks.find((t) => t.taskName.toLowerCase() === folded);
  }
}
