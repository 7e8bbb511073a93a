import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { threadTutorialChecker, type TutorialChecker } from './tutorial-checker.js';

/** Each thread of this process with its nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
function niceByThread(): Map<number, number> {
  return new Map(readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
  }));
}

let checker: TutorialChecker;
afterEach(async () => { await checker?.close(); });

describe('the tutorial checker', () => {
  it('parses the body on its thread: bad JSON and bad payloads come back as typed problems, a good one replayed', async () => {
    checker = threadTutorialChecker();
    expect(await checker.check('{"actions": [')).toMatchObject({ ok: false, code: 'http/bad_json' });
    expect(await checker.check(JSON.stringify({ actions: [] }))).toMatchObject({ ok: false, code: 'protocol/bad_payload' });
    expect(await checker.check(JSON.stringify({ actions: [{ name: 'Forward' }], extra: 1 }))).toMatchObject({ ok: false, code: 'protocol/bad_payload' });
    expect(await checker.check(JSON.stringify({ actions: [{ name: 'No Such Action' }] }))).toMatchObject({ ok: false, code: 'protocol/bad_payload' });
    expect(await checker.check(JSON.stringify({ actions: [{ name: 'Forward' }, { name: 'Turn Left' }] }))).toEqual({ ok: true, done: [false, false] });
  });

  it.runIf(existsSync('/proc/self/task'))('runs at the lowest CPU priority while the main thread keeps its own', async () => {
    const before = niceByThread();
    checker = threadTutorialChecker();
    await checker.check(JSON.stringify({ actions: [{ name: 'Forward' }] }));
    const after = niceByThread();
    const started = [...after].filter(([tid]) => !before.has(tid));
    expect(started.some(([, nice]) => nice === 19)).toBe(true);
    expect(after.get(process.pid)).toBe(before.get(process.pid));
    expect(after.get(process.pid)).toBeLessThan(19);
  });
});
