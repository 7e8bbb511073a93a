// The no-wire-casts rule flags both casts and nothing else.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noWireCasts } from './no-wire-casts.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-wire-casts', noWireCasts, {
  valid: [
    { code: 'const r = parseReply("action", raw);' },
    { code: 'const n = raw as number;' },
    { code: 'const u = raw as unknown;' },
    { code: 'const t = raw satisfies Reply;' },
  ],
  invalid: [
    { code: 'follower.observe(reply.outcome as never);', errors: [{ messageId: 'never' }] },
    { code: 'const w = file.world as unknown as World;', errors: [{ messageId: 'unknownAs' }] },
    { code: 'send({ outcome: o as never, world: (x as unknown as World) });', errors: [{ messageId: 'never' }, { messageId: 'unknownAs' }] },
  ],
});
