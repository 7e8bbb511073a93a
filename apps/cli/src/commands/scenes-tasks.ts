/** `chorehouse scenes tasks`: which benchmark tasks each room type and floor plan can host. */
import { ROOM_TYPES, hostingTable } from '@chorehouse/scenes';
import { encodeFloorPlans } from '@chorehouse/tdl';
import { EXIT, type Command } from '../command.js';
import { parseOptions } from './cli-args.js';

const USAGE = [
  'Usage: chorehouse scenes tasks [--json | --markdown]',
  '',
  'For each of the 12 benchmark tasks: per room type, how many floor plans can host it and how many',
  'parameter variants they allow in all, and the floor plans themselves.',
].join('\n');

export const scenesTasksCommand: Command = {
  group: 'scenes',
  verb: 'tasks',
  summary: 'which tasks and parameter variants each room type and floor plan can host',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, { json: { type: 'boolean', default: false }, markdown: { type: 'boolean', default: false } });
    const rows = hostingTable();
    if (values.json) {
      io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      return EXIT.ok;
    }
    const cell = (r: (typeof rows)[number], room: (typeof ROOM_TYPES)[number]) => {
      const c = r.byRoomType[room];
      return c.floorPlans === 0 ? '-' : `${c.floorPlans} (${c.variants})`;
    };
    if (values.markdown) {
      const lines = [
        `| task | ${ROOM_TYPES.join(' | ')} | floor plans |`,
        `|---|${ROOM_TYPES.map(() => '---:').join('|')}|---|`,
        ...rows.map((r) => `| ${r.benchmarkName} | ${ROOM_TYPES.map((room) => cell(r, room)).join(' | ')} | ${encodeFloorPlans(r.floorPlans)} |`),
      ];
      io.stdout.write(`${lines.join('\n')}\n`);
      return EXIT.ok;
    }
    const header = ['task', ...ROOM_TYPES];
    const table = rows.map((r) => [r.benchmarkName, ...ROOM_TYPES.map((room) => cell(r, room))]);
    const widths = header.map((h, k) => Math.max(h.length, ...table.map((row) => row[k]!.length)));
    const line = (cells: readonly string[]) => cells.map((c, k) => (k === 0 ? c.padEnd(widths[k]!) : c.padStart(widths[k]!))).join('  ');
    io.stdout.write(`${[line(header), ...table.map(line)].join('\n')}\nEach cell: floor plans that can host the task (parameter variants they allow).\n`);
    return EXIT.ok;
  },
};
