/**
 * `chorehouse export consents`: every worker's decision on each version of the consent text (issue
 * 47), from the server's store, as JSON for the ethics board's records. The store is found as
 * `replay --all` finds it (DATABASE_URL, else DATA_DIR).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openStore } from '@chorehouse/store';
import { EXIT, type Command } from '../command.js';
import { parseOptions } from './cli-args.js';
import { storeLocationFrom } from './store-location.js';

export const exportConsentsCommand: Command = {
  group: 'export',
  verb: 'consents',
  summary: 'every worker\'s consent decisions (version, agreed or declined, time) from the store, as JSON',
  usage: ['Usage: chorehouse export consents [--out <file>]', '',
    'Writes {consents: [{workerId, version, decision, at}]} (at: epoch milliseconds), oldest first, to the file or to stdout.',
    'The store: DATABASE_URL (PostgreSQL) if set, else the SQLite file under DATA_DIR (default ./data).'].join('\n'),
  async run(args, io) {
    const { values } = parseOptions(args, { out: { type: 'string' } });
    const store = await openStore(storeLocationFrom(process.env, io.cwd));
    let consents;
    try {
      consents = await store.listConsents();
    } finally {
      await store.close();
    }
    const text = `${JSON.stringify({ consents }, null, 2)}\n`;
    if (values.out === undefined) {
      io.stdout.write(text);
    } else {
      writeFileSync(resolve(io.cwd, values.out), text);
      io.stdout.write(`Wrote ${consents.length} consent decision(s) to ${values.out}.\n`);
    }
    return EXIT.ok;
  },
};
