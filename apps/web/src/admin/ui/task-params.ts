/**
 * A task's parameters as an admin reads them ("2 Tomato slices in a Bowl", not "2, Tomato, in,
 * Bowl"); Breakfast's fourteen numbers become the dishes it asks for.
 */
const n = (v: string | undefined) => Number(v ?? '0');
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

type Reader = (p: readonly string[]) => string;

const READERS: Readonly<Record<string, Reader>> = {
  'N Slices Of X In Y': ([k, x, prep, y]) => `${plural(n(k), `${x} slice`)} ${prep} a ${y}`,
  'N Cooked Slices Of X In Y': ([k, x, prep, y]) => `${plural(n(k), `cooked ${x} slice`)} ${prep} a ${y}`,
  'Put All X On Y': ([x, prep, y]) => `every ${x} ${prep} a ${y}`,
  'Put All X In One Y': ([x, prep, y]) => `every ${x} ${prep} one ${y}`,
  'Toggle X All Y': ([onOff, , y]) => `every ${y} switched ${onOff}`,
  Sandwich: ([l, t]) => `2 toast, ${n(l)} lettuce, ${n(t)} tomato`,
  Salad: ([l, t, p]) => `${n(l)} lettuce, ${n(t)} tomato, ${n(p)} cooked potato`,
  Workspace: ([w, l, b]) => `${n(w)} writing utensil, ${n(l)} laptop, ${n(b)} book`,
  Breakfast: (p) => {
    const items = [
      n(p[0]) ? plural(n(p[0]), 'coffee') : '',
      n(p[1]) ? plural(n(p[1]), 'plate of toast', 'plates of toast') : '',
      n(p[2]) ? `${plural(n(p[2]), 'dish', 'dishes')} of 2 cooked potato slices on a ${p[3]}` : '',
      n(p[4]) ? `${plural(n(p[4]), 'dish', 'dishes')} of 1 apple slice on a ${p[5]}` : '',
      n(p[6]) ? `${plural(n(p[6]), 'sandwich', 'sandwiches')} (${n(p[7])} lettuce, ${n(p[8])} tomato)` : '',
      n(p[9]) ? `${plural(n(p[9]), 'salad')} (${n(p[10])} lettuce, ${n(p[11])} tomato, ${n(p[12])} potato)` : '',
    ].filter(Boolean);
    return `${items.join(', ') || 'nothing'}; served on the ${p[13]}`;
  },
};

export function readableParams(taskName: string, params: readonly string[]): string {
  if (params.length === 0) return '';
  const read = READERS[taskName];
  return read ? read(params) : params.join(', ');
}

/** Parameters as an admin types them for the pool: "Apple, in, Bowl" -> ["Apple", "in", "Bowl"]; blank -> drawn per episode. */
export function parseParams(text: string): string[] | undefined {
  const params = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
  return params.length > 0 ? params : undefined;
}

/** The benchmark's name, or the library task's, then its parameters read out ("Breakfast (1 coffee, ...)", "Sliced X (Apple)"). */
export function taskText(task: { readonly benchmark: string | null; readonly taskName: string; readonly params: readonly string[] }): string {
  const name = task.benchmark ?? task.taskName;
  const params = readableParams(task.taskName, task.params);
  return params ? `${name} (${params})` : name;
}
