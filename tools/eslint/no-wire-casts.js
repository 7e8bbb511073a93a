// No casts that silence the compiler on data that crossed a boundary: `x as never` and
// `x as unknown as T`. The protocol's schemas type every message, reply and record (issue 15), so
// where such a cast seems needed, a schema or a type is wrong; fix that instead.
// Applied (eslint.config.js, WIRE_FILES) to the code that reads or writes wire data.

/** Where wire data is read or written: the protocol, the server, the clients' network and state code, the files and agents' replies the CLI and the evaluation read. */
export const WIRE_FILES = [
  'packages/protocol/src/**/*.ts',
  'packages/agents/src/wire/**/*.ts',
  'packages/dataset/src/session/**/*.ts',
  'packages/dataset/src/eval/**/*.ts',
  'packages/store/src/**/*.ts',
  'apps/server/src/**/*.ts',
  'apps/server/test/**/*.ts',
  'apps/web/src/net/**/*.ts',
  'apps/web/src/state/**/*.ts',
  'apps/web/src/admin/**/*.{ts,tsx}',
  'apps/web/src/scenes/**/*.ts',
  'apps/cli/src/**/*.ts',
];

const isAs = (node) => node?.type === 'TSAsExpression';

/** @type {import('eslint').Rule.RuleModule} */
export const noWireCasts = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid `as never` and `as unknown as` casts where wire data flows' },
    schema: [],
    messages: {
      never: '`as never` hides a type mismatch; type the value with the protocol\'s schemas instead.',
      unknownAs: '`as unknown as` hides a type mismatch; parse the value with its schema (or fix the type) instead.',
    },
  },
  create(context) {
    return {
      TSAsExpression(node) {
        if (node.typeAnnotation.type === 'TSNeverKeyword') context.report({ node, messageId: 'never' });
        else if (isAs(node.expression) && node.expression.typeAnnotation.type === 'TSUnknownKeyword') context.report({ node, messageId: 'unknownAs' });
      },
    };
  },
};
