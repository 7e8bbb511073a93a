/** The shape every `chorehouse <group> <verb>` command has, and the I/O it is given. */
import type { Readable, Writable } from 'node:stream';

export interface CliIo {
  readonly stdout: Writable & { isTTY?: boolean };
  readonly stderr: Writable;
  readonly cwd: string;
  /** Lines typed or piped in (`text play`); absent where a command reads nothing. */
  readonly stdin?: Readable;
}

export const EXIT = { ok: 0, checkFailed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface Command {
  readonly group: string;
  readonly verb: string;
  readonly summary: string;
  /** Full help text, printed for --help. */
  readonly usage: string;
  run(args: readonly string[], io: CliIo): Promise<ExitCode>;
}

/** Thrown by argument parsing; main prints the message and the command's usage and exits 2. */
export class UsageError extends Error {}

/**
 * Thrown when the command cannot do its work for a reason outside its arguments (a program it needs is
 * missing): main prints the one line, which says what is missing and how to get it, and exits 1.
 */
export class CommandFailed extends Error {}
