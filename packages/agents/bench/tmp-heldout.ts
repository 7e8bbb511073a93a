import { readFileSync } from 'node:fs';
import { LexicalScorer, evaluatePhrasings, parsePhrasings } from '@chorehouse/agents';
for (const set of ['held-out', 'tuning'] as const) {
  const text = readFileSync(`/work/h44/packages/agents/src/text/free-form/phrasings/${set}.txt`, 'utf8');
  const r = await evaluatePhrasings(parsePhrasings(text), new LexicalScorer(), { execute: false });
  console.log(set, r.correct, r.total);
  for (const m of (r as any).misses ?? []) console.log('  miss', JSON.stringify(m).slice(0, 200));
}
