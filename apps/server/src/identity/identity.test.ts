import { describe, expect, it } from 'vitest';
import { completionLink, noPartnerCompletionCode, noPayCompletionCode, sessionCompletionCode } from './completion.js';
import { displayName, pseudonym } from './pseudonym.js';
import { browserKey, issueToken, newBrowserSecret, verifyToken } from './tokens.js';

const age = (now: number) => ({ now, maxAgeMs: 3_600_000 });

describe('tokens', () => {
  const secret = 'a-secret-of-enough-length';
  it('round-trips the worker id and the browser', () => {
    expect(verifyToken(secret, issueToken(secret, 'mturk:A1', 'k1', 5), age(10))).toEqual({ workerId: 'mturk:A1', browser: 'k1', issuedAt: 5 });
  });
  it.each([
    ['another secret', (t: string) => t, 'other-secret-of-some-length'],
    ['a forged payload', (t: string) => `${Buffer.from(JSON.stringify({ w: 'mturk:B2', b: 'k1', i: 5 })).toString('base64url')}.${t.split('.')[1]}`, undefined],
    ['garbage', () => 'x.y.z', undefined],
    ['empty', () => '', undefined],
  ])('refuses %s', (_name, mangle, otherSecret) => {
    const token = mangle(issueToken(secret, 'mturk:A1', 'k1', 5));
    expect(verifyToken(otherSecret ?? secret, token, age(10))).toBeNull();
  });
  it('refuses a token older than its lifetime, or from the future', () => {
    const token = issueToken(secret, 'mturk:A1', 'k1', 1_000);
    expect(verifyToken(secret, token, age(1_000 + 3_600_000))?.workerId).toBe('mturk:A1');
    expect(verifyToken(secret, token, age(1_000 + 3_600_001))).toBeNull();
    expect(verifyToken(secret, issueToken(secret, 'mturk:A1', 'k1', 10_000_000), age(1_000))).toBeNull();
  });
  it('makes unguessable browser secrets and keys that do not reveal them', () => {
    const a = newBrowserSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newBrowserSecret()).not.toBe(a);
    expect(browserKey(a)).toBe(browserKey(a));
    expect(browserKey(a)).not.toContain(a);
  });
});

describe('pseudonyms', () => {
  it('hide crowd ids, keep typed local names, and are stable per session and seat', () => {
    expect(displayName('mturk', 'A1B2C3', 's1', 'commander')).toBe(pseudonym('s1', 'commander'));
    expect(displayName('prolific', '5f00aa', 's1', 'follower')).not.toContain('5f00aa');
    expect(displayName('local', 'Ann', 's1', 'follower')).toBe('Ann');
    expect(displayName('rule-based', 'x', 's1', 'follower')).toBe('Rule-based bot');
    expect(pseudonym('s1', 'commander')).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});

describe('completion codes', () => {
  it('are stable per subject, differ between workers, and paid, no-pay and no-partner codes never look alike', () => {
    const a = sessionCompletionCode('s', 'sess', 'w1');
    expect(a).toMatch(/^[A-Z2-9]{10}$/);
    expect(sessionCompletionCode('s', 'sess', 'w1')).toBe(a);
    expect(sessionCompletionCode('s', 'sess', 'w2')).not.toBe(a);
    expect(noPayCompletionCode('s', 'sess', 'w1')).toMatch(/^NX[A-Z2-9]{8}$/);
    expect(noPartnerCompletionCode('s', 'w1', 1)).toMatch(/^NP/);
  });
  it('give Prolific workers a redirect with the code', () => {
    expect(completionLink('ABC', 'prolific', 'https://app.prolific.com/submissions/complete').redirectUrl)
      .toBe('https://app.prolific.com/submissions/complete?cc=ABC');
    expect(completionLink('ABC', 'mturk', 'https://app.prolific.com/submissions/complete').redirectUrl).toBeNull();
    expect(completionLink(null, 'prolific', 'https://app.prolific.com/submissions/complete')).toEqual({ completionCode: null, redirectUrl: null });
  });
});
