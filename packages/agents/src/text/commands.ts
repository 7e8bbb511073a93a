/**
 * Text commands in ALFWorld's style, as data: a verb, the object it acts on and, for some verbs, a
 * second object (where from, where to, with what). `formatCommand` gives the one spelling the
 * admissible list and the terminal show.
 */

export const COMMAND_VERBS = [
  'look', 'inventory', 'examine', 'go', 'take', 'put', 'open', 'close', 'turn on', 'turn off',
  'slice', 'clean', 'cook', 'boil', 'fill', 'empty', 'pour', 'coffee',
] as const;

export type CommandVerb = (typeof COMMAND_VERBS)[number];

export interface TextCommand {
  readonly verb: CommandVerb;
  /** The object acted on (its object id); absent for look and inventory. */
  readonly objectId?: string;
  /** take: where from; put: where to; slice: the knife; clean: the basin; pour: into what. */
  readonly otherId?: string;
  /** put: "in" or "on", as the receptacle takes things. */
  readonly preposition?: 'in' | 'on';
}

/** A command with its spelling, as the admissible list holds it. */
export interface AdmissibleCommand {
  readonly text: string;
  readonly command: TextCommand;
}

export function formatCommand(c: TextCommand, name: (id: string) => string): string {
  const o = c.objectId === undefined ? '' : name(c.objectId);
  const other = c.otherId === undefined ? '' : name(c.otherId);
  switch (c.verb) {
    case 'look': return 'look';
    case 'inventory': return 'inventory';
    case 'examine': return `examine ${o}`;
    case 'go': return `go to ${o}`;
    case 'take': return other ? `take ${o} from ${other}` : `take ${o}`;
    case 'put': return `put ${o} ${c.preposition ?? 'in'} ${other}`;
    case 'open': return `open ${o}`;
    case 'close': return `close ${o}`;
    case 'turn on': return `turn on ${o}`;
    case 'turn off': return `turn off ${o}`;
    case 'slice': return `slice ${o} with ${other}`;
    case 'clean': return `clean ${o} with ${other}`;
    case 'cook': return `cook ${o}`;
    case 'boil': return `boil ${o}`;
    case 'fill': return `fill ${o} with water`;
    case 'empty': return `empty ${o}`;
    case 'pour': return `pour ${o} into ${other}`;
    case 'coffee': return `make coffee in ${o}`;
  }
}
