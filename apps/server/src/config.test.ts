import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

describe('parseConfig', () => {
  it('has defaults for everything', () => {
    const r = parseConfig({});
    expect(r.ok && r.config).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: null, poolSizePerTask: 2 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DISCONNECT_GRACE_S: '-1' }, 'DISCONNECT_GRACE_S'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
    [{ IDLE_WARNING_S: '50', IDLE_TIMEOUT_S: '40' }, 'IDLE_WARNING_S'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ REQUIRE_VETTING: 'maybe' }, 'REQUIRE_VETTING'],
    [{ ALLOWED_ORIGINS: 'https://ok.example, evil' }, 'ALLOWED_ORIGINS'],
    [{ NO_PAY_CODE: 'sometimes' }, 'NO_PAY_CODE'],
    [{ MAX_SOCKETS_PER_WORKER: '0' }, 'MAX_SOCKETS_PER_WORKER'],
    [{ FRAME_ANCESTORS: "'self'; script-src *" }, 'FRAME_ANCESTORS'],
    [{ BOT_LLM_URL: 'localhost:8080', BOT_LLM_MODEL: 'm' }, 'BOT_LLM_URL'],
    [{ BOT_LLM_URL: 'http://127.0.0.1:8080' }, 'BOT_LLM_MODEL'],
    [{ BOT_LLM_MODEL: 'qwen' }, 'BOT_LLM_URL'],
    [{ CONSENT_VERSION: 'v2' }, 'CONSENT_FILE'],
    [{ SEAT_OFFER_S: '0' }, 'SEAT_OFFER_S'],
    [{ REDIS_PREFIX: 'two words' }, 'REDIS_PREFIX'],
    [{ LEASE_TTL_S: '3', LEASE_RENEW_S: '2' }, 'LEASE_RENEW_S'],
    [{ REDIS_PREFIX: 'x'.repeat(65) }, 'REDIS_PREFIX'],
  ])('%j names %s', (env, variable) => {
    const r = parseConfig(env);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.join('\n')).toContain(`${variable}:`);
  });

  it('reads the trust settings', () => {
    const r = parseConfig({ ALLOWED_ORIGINS: 'https://a.example, http://b.example:8080', NO_PAY_CODE: 'none', ARRIVALS_PER_ADDRESS_PER_MINUTE: '5' });
    expect(r.ok && r.config).toMatchObject({ allowedOrigins: ['https://a.example', 'http://b.example:8080'], noPayCode: 'none', arrivalsPerAddressPerMinute: 5, maxSocketsPerWorker: 4 });
  });

  it('reads the chat-model practice partner (off by default) and the seat offer window', () => {
    const off = parseConfig({});
    expect(off.ok && off.config).toMatchObject({ botLlm: null, seatOfferMs: 120_000 });
    const on = parseConfig({ BOT_LLM_URL: 'http://127.0.0.1:11434/v1', BOT_LLM_MODEL: 'qwen2.5:7b', BOT_LLM_TIMEOUT_S: '30', SEAT_OFFER_S: '45' });
    expect(on.ok && on.config).toMatchObject({ botLlm: { url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b', apiKey: null, timeoutMs: 30_000 }, seatOfferMs: 45_000 });
  });

  it('reads the consent text\'s file and version (none by default)', () => {
    expect(parseConfig({})).toMatchObject({ ok: true, config: { consent: null } });
    expect(parseConfig({ CONSENT_FILE: 'consent.md' })).toMatchObject({ ok: true, config: { consent: { file: 'consent.md', version: null } } });
    expect(parseConfig({ CONSENT_FILE: 'consent.md', CONSENT_VERSION: 'IRB v3' })).toMatchObject({ ok: true, config: { consent: { file: 'consent.md', version: 'IRB v3' } } });
  });

  it('reads the Redis prefix (chorehouse by default)', () => {
    expect(parseConfig({})).toMatchObject({ ok: true, config: { redisPrefix: 'chorehouse' } });
    expect(parseConfig({ REDIS_PREFIX: 'lab-b:prod' })).toMatchObject({ ok: true, config: { redisPrefix: 'lab-b:prod' } });
    expect(parseConfig({})).toMatchObject({ ok: true, config: { leaseTtlMs: 3000, leaseRenewMs: 1000 } });
  });

  it('lists every problem at once', () => {
    const r = parseConfig({ PORT: 'x', POOL_SIZE: 'y' });
    expect(r.ok ? [] : r.problems).toHaveLength(2);
  });

  it('treats empty variables as unset and freezes the result', () => {
    const r = parseConfig({ PORT: '', DISCONNECT_GRACE_S: '0.5' });
    expect(r.ok && r.config.port).toBe(3000);
    expect(r.ok && r.config.disconnectGraceMs).toBe(500);
    expect(r.ok && Object.isFrozen(r.config)).toBe(true);
  });
});
