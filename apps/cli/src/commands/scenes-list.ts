/** `chorehouse scenes list`: the 120 floor plans with their size, contents, split and tasks. */
import { capabilityFlagsOf } from '@chorehouse/sim';
import { FLOOR_PLANS, ROOM_TYPES, SPLIT_NAMES, SPLITS, floorPlanSplit, hostingTable, loadScene } from '@chorehouse/scenes';
import { z } from 'zod';
import { EXIT, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';

const USAGE = [
  'Usage: chorehouse scenes list [--room-type <type>] [--split <split>] [--json]',
  '',
  'Lists the AI2-THOR floor plans: room type, split, objects, movable objects, receptacles,',
  'walkable cells, floor area and how many of the 12 benchmark tasks each can host.',
  '',
  'Options:',
  `  --room-type <type>  one of ${ROOM_TYPES.join(', ')}`,
  `  --split <split>     one of ${SPLIT_NAMES.join(', ')} (the seen splits share the training floor plans)`,
  '  --json              one JSON array instead of the table',
].join('\n');

export const scenesListCommand: Command = {
  group: 'scenes',
  verb: 'list',
  summary: 'list the 120 floor plans with their contents, split and tasks',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, { 'room-type': { type: 'string' }, split: { type: 'string' }, json: { type: 'boolean', default: false } });
    const roomType = option('room-type', z.enum(ROOM_TYPES).optional(), values['room-type']);
    const split = option('split', z.enum(SPLIT_NAMES).optional(), values.split);
    const hosting = hostingTable();
    const rows = FLOOR_PLANS
      .filter((fp) => !split || SPLITS[split].includes(fp))
      .map((fp) => {
        const scene = loadScene(fp);
        const flags = (type: string, over: { pickupable?: boolean; receptacle?: boolean } | undefined) => ({ ...capabilityFlagsOf(type), ...over });
        return {
          floorPlan: fp,
          roomType: scene.roomType,
          split: floorPlanSplit(fp),
          objects: scene.objects.length,
          movable: scene.objects.filter((o) => flags(o.type, o.flags).pickupable).length,
          receptacles: scene.objects.filter((o) => flags(o.type, o.flags).receptacle).length,
          walkableCells: [...scene.nav.walkable].filter((c) => c === '1').length,
          floorArea: Math.round(scene.floor.reduce((a, r) => a + (r.maxX - r.minX) * (r.maxZ - r.minZ), 0) * 10) / 10,
          tasks: hosting.filter((h) => h.floorPlans.includes(fp)).length,
        };
      })
      .filter((r) => !roomType || r.roomType === roomType);
    if (values.json) {
      io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      return EXIT.ok;
    }
    const header = ['floor plan', 'room', 'split', 'objects', 'movable', 'receptacles', 'cells', 'area m2', 'tasks'];
    const table = rows.map((r) => [`FloorPlan${r.floorPlan}`, r.roomType, r.split, r.objects, r.movable, r.receptacles, r.walkableCells, r.floorArea.toFixed(1), `${r.tasks}/12`].map(String));
    const widths = header.map((h, k) => Math.max(h.length, ...table.map((row) => row[k]!.length)));
    const line = (cells: readonly string[]) => cells.map((c, k) => (k < 3 ? c.padEnd(widths[k]!) : c.padStart(widths[k]!))).join('  ');
    io.stdout.write(`${[line(header), ...table.map(line)].join('\n')}\n${rows.length} floor plans\n`);
    return EXIT.ok;
  },
};
