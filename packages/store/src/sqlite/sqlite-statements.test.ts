import Sqlite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statements.js';

describe('withStatementCache', () => {
  let db: Sqlite.Database;
  afterEach(() => { if (db.open) db.close(); });

  const counted = () => {
    db = new Sqlite(':memory:');
    db.exec('create table t (k integer primary key, v text)');
    let prepared = 0;
    const counting = { close: () => db.close(), prepare: (sql: string) => { prepared++; return db.prepare(sql); } };
    return { cache: (capacity?: number) => withStatementCache(counting, capacity), prepared: () => prepared };
  };

  it('prepares each SQL text once and runs it again with new parameters', () => {
    const { cache, prepared } = counted();
    const c = cache();
    for (let k = 0; k < 5; k++) c.prepare('insert into t (k, v) values (?, ?)').run([k, `v${k}`]);
    expect(prepared()).toBe(1);
    expect(c.prepare('select v from t where k = ?').all([3])).toEqual([{ v: 'v3' }]);
    expect(c.prepare('select v from t where k = ?').all([4])).toEqual([{ v: 'v4' }]);
    expect(prepared()).toBe(2);
  });

  it('never hands out a statement whose iteration is still open', () => {
    const { cache, prepared } = counted();
    const c = cache();
    for (let k = 0; k < 3; k++) c.prepare('insert into t (k, v) values (?, ?)').run([k, 'x']);
    const outer = c.prepare('select k from t order by k').iterate([]);
    expect(outer.next().value).toEqual({ k: 0 });
    // The same text while the first iteration is open: a second statement, and both read through.
    const inner = [...c.prepare('select k from t order by k').iterate([])];
    expect(inner).toEqual([{ k: 0 }, { k: 1 }, { k: 2 }]);
    expect([...outer]).toEqual([{ k: 1 }, { k: 2 }]);
    expect(prepared()).toBe(3);
  });

  it('drops the least recently used statement beyond its capacity', () => {
    const { cache, prepared } = counted();
    const c = cache(2);
    c.prepare('select 1');
    c.prepare('select 2');
    c.prepare('select 1');
    c.prepare('select 3'); // drops 'select 2'
    c.prepare('select 1');
    expect(prepared()).toBe(3);
    c.prepare('select 2');
    expect(prepared()).toBe(4);
  });
});
