/** `chorehouse <group> <verb> [options]`: dispatch to a command; exit 0 ok, 1 failed check, 2 usage. */
import { CommandFailed, EXIT, UsageError, type CliIo, type ExitCode } from './command.js';
import { COMMANDS } from './commands/index.js';

function overview(): string {
  const lines = COMMANDS.map((c) => `  ${`${c.group} ${c.verb}`.trim().padEnd(22)} ${c.summary}`);
  return ['Usage: chorehouse <group> <verb> [options]', '', 'Commands:', ...lines, '', 'Run `chorehouse <group> <verb> --help` for a command\'s options.', ''].join('\n');
}

export async function main(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const [group, ...afterGroup] = argv;
  if (!group || group === '--help' || group === '-h' || group === 'help') {
    io.stdout.write(overview());
    return group ? EXIT.ok : EXIT.usage;
  }
  // A command without a verb (`chorehouse demo`) takes everything after its group as arguments.
  const groupOnly = COMMANDS.find((c) => c.group === group && c.verb === '');
  const verb = groupOnly ? '' : afterGroup[0];
  const rest = groupOnly ? afterGroup : afterGroup.slice(1);
  const command = groupOnly ?? COMMANDS.find((c) => c.group === group && c.verb === verb);
  if (!command) {
    const verbs = COMMANDS.filter((c) => c.group === group).map((c) => c.verb);
    io.stderr.write(verbs.length
      ? `chorehouse ${group}: unknown verb ${verb ? `"${verb}"` : '(none)'}; one of: ${verbs.join(', ')}\n`
      : `chorehouse: unknown command group "${group}"\n\n${overview()}`);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(command.usage.endsWith('\n') ? command.usage : `${command.usage}\n`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`chorehouse ${`${group} ${verb}`.trim()}: ${err.message}\n\n${command.usage}\n`);
      return EXIT.usage;
    }
    if (err instanceof CommandFailed) {
      io.stderr.write(`chorehouse ${`${group} ${verb}`.trim()}: ${err.message}\n`);
      return EXIT.checkFailed;
    }
    throw err;
  }
}
