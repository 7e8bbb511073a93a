import { describe, expect, it } from 'vitest';
import { completionFor, noPartnerCompletionCode, sessionCompletionCode } from './completion.js';
import { issueToken, verifyToken } from './tokens.js';

describe('tokens', () => {
  const secret = 'a-secret-of-enough-length';
  it('round-trips the worker id', () => {
    expect(verifyToken(secret, issueToken(secret, 'mturk:A1', 5))).toBe('mturk:A1');
  });
  it.each([
    ['another secret', (t: string) => t, 'other-secret-of-some-length'],
    ['a forged payload', (t: string) => `${Buffer.from(JSON.stringify({ w: 'mturk:B2', i: 5 })).toString('base64url')}.${t.split('.')[1]}`, undefined],
    ['garbage', () => 'x.y.z', undefined],
    ['empty', () => '', undefined],
  ])('refuses %s', (_name, mangle, otherSecret) => {
    const token = mangle(issueToken(secret, 'mturk:A1', 5));
    expect(verifyToken(otherSecret ?? secret, token)).toBeNull();
  });
  it('refuses a token older than its lifetime, when asked to check age', () => {
    const token = issueToken(secret, 'mturk:A1', 1_000);
    expect(verifyToken(secret, token, { now: 1_000 + 3_600_000, maxAgeMs: 3_600_000 })).toBe('mturk:A1');
    expect(verifyToken(secret, token, { now: 1_000 + 3_600_001, maxAgeMs: 3_600_000 })).toBeNull();
  });
});

describe('completion codes', () => {
  it('are stable per subject and differ between workers', () => {
    const a = sessionCompletionCode('s', 'sess', 'w1');
    expect(a).toMatch(/^[A-Z2-9]{10}$/);
    expect(sessionCompletionCode('s', 'sess', 'w1')).toBe(a);
    expect(sessionCompletionCode('s', 'sess', 'w2')).not.toBe(a);
    expect(noPartnerCompletionCode('s', 'w1', 1)).toMatch(/^NP/);
  });
  it('give Prolific workers a redirect with the code', () => {
    expect(completionFor('ABC', 'prolific', 'https://app.prolific.com/submissions/complete').redirectUrl)
      .toBe('https://app.prolific.com/submissions/complete?cc=ABC');
    expect(completionFor('ABC', 'mturk', 'https://app.prolific.com/submissions/complete').redirectUrl).toBeNull();
  });
});
