/** Shared argument parsing for commands: node's parseArgs with errors turned into usage errors. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { UsageError } from '../command.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseOptions<T extends Options>(args: readonly string[], options: T, positionals = false): ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: true }>> {
  try {
    if (!positionals) {
      const stray = parseArgs({ args: [...args], options, strict: true, allowPositionals: true }).positionals[0];
      if (stray !== undefined) throw new UsageError(`unexpected argument "${stray}"`);
    }
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** Parse an option's text with a schema; a failure names the option. */
export function option<S extends z.ZodType>(name: string, schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--${name}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  return parsed.data;
}

/** Said when `--games` holds no game file at all: most often the wrong folder. */
export const NO_GAMES_HINT = 'Found no game files there: --games wants the folder holding games/<split>/*.game.json (as `export games` writes it), or games/ itself.';
