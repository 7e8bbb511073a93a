/**
 * The server's configuration: the environment parsed once into a frozen, typed object (STYLE.md
 * item 10). Every problem is listed at once, each naming its variable.
 */
import { z } from 'zod';
import type { PayRule } from '@chorehouse/protocol';

const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);
const flag = (fallback: boolean) =>
  z.enum(['1', '0', 'true', 'false', 'yes', 'no']).default(fallback ? 'true' : 'false').transform((v) => ['1', 'true', 'yes'].includes(v));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  /** Schema for the PostgreSQL tables (tests use one per run). */
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'lower-case letters, digits and _').default('public'),
  ADMIN_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Secret for worker tokens and completion codes; generated and stored at first start when unset. */
  TOKEN_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** This process's name: a restarted process rebuilds only the live sessions it owns. */
  SERVER_ID: z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, . - _ (up to 64)').default('local'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  /** Starts every Redis key and channel this deployment uses, so deployments can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, 'letters, digits, . : - _ (up to 64)').default('chorehouse'),
  /** Several processes on PostgreSQL: how long a game's lease lasts unless renewed, and how often its owner renews it. */
  LEASE_TTL_S: seconds(3),
  LEASE_RENEW_S: seconds(1),
  WAITING_ROOM_TIMEOUT_S: seconds(300),
  DISCONNECT_GRACE_S: seconds(60),
  IDLE_WARNING_S: seconds(240),
  IDLE_TIMEOUT_S: seconds(300),
  TOKEN_TTL_H: z.coerce.number().positive('must be a positive number of hours').max(24 * 365).default(24),
  /** Episodes per benchmark task generated at start-up when the pool is empty. */
  POOL_SIZE: z.coerce.number().int().min(0).max(1000).default(2),
  /** Only vetted workers may queue for human partners. */
  REQUIRE_VETTING: flag(false),
  PROLIFIC_COMPLETION_URL: z.string().url().optional(),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  /** Browser origins allowed to open a socket, comma-separated; the page's own origin always is. */
  ALLOWED_ORIGINS: z.string().default('').transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'origins like https://example.org, comma-separated'))),
  /** Behind a reverse proxy: how many hops of X-Forwarded-For to trust for the client's address (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Arrivals one crowd worker (MTurk or Prolific id) may make per minute: reloads and new tabs fit, a loop does not. */
  ARRIVALS_PER_WORKER_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Arrivals one address may make per minute, whoever they name: far above a lab or a university behind one NAT. */
  ARRIVALS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Wrong tries of one token (admin or worker) per minute before that token is refused for a while: a stale tab's retries. */
  ADMIN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Wrong tokens one address may send per minute, whichever they are, before the address is refused for a while: only guessing gets there. */
  AUTH_FAILURES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Sockets one worker may have open at once (tabs, reconnects). */
  MAX_SOCKETS_PER_WORKER: z.coerce.number().int().min(1).max(100).default(4),
  /** Connections one worker may open per minute (each may read its session's log back): reloads and reconnects fit, a loop does not. */
  CONNECTS_PER_WORKER_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Tutorial checks one worker may submit per hour. */
  TUTORIAL_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** The worker who timed out or left: a distinct no-pay code ('code') or no code at all ('none'). */
  NO_PAY_CODE: z.enum(['code', 'none']).default('code'),
  /** Who may frame the game page (CSP frame-ancestors); MTurk shows HITs in a frame. The console is never framed. */
  FRAME_ANCESTORS: z.string().default("'self' https://www.mturk.com https://workersandbox.mturk.com")
    .refine((v) => !/[;,\n]/.test(v), 'space-separated sources, no ; or ,'),
  LOG_LEVEL: z.enum(['silent', 'info', 'debug']).default('info'),
  /** When a partner abandons, how long the one who stayed has to choose finishing with a bot. */
  SEAT_OFFER_S: seconds(120),
  /** A chat model (OpenAI-compatible server) as the practice partner instead of the rule-based one (BOT_LLM_SEATS says which seats). */
  BOT_LLM_URL: z.string().regex(/^https?:\/\/\S+$/, 'must start with http:// or https://').optional(),
  BOT_LLM_MODEL: z.string().min(1).max(200).optional(),
  BOT_LLM_API_KEY: z.string().min(1).optional(),
  BOT_LLM_TIMEOUT_S: seconds(60),
  BOT_LLM_SEATS: z.enum(['commander', 'follower', 'both']).default('commander'),
  /** The pay rule (issue 47): the submission's reward, a bonus for success, a bonus per minute played (major units: 2.50). */
  PAY_BASE: z.coerce.number().min(0).max(1000).default(0),
  PAY_SUCCESS_BONUS: z.coerce.number().min(0).max(1000).default(0),
  PAY_PER_MINUTE: z.coerce.number().min(0).max(1000).default(0),
  PAY_CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'a currency code such as USD or GBP').default('USD'),
  /** The researcher's consent text (Markdown); workers agree to it before they play. */
  CONSENT_FILE: z.string().min(1).optional(),
  /** The consent text's version as the ethics board names it; default: a hash of the text. */
  CONSENT_VERSION: z.string().min(1).max(200).optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly databaseSchema: string;
  readonly adminToken: string | null;
  readonly tokenSecret: string | null;
  readonly redisUrl: string | null;
  /** REDIS_PREFIX: the start of every Redis key and channel of this deployment. */
  readonly redisPrefix: string;
  readonly serverId: string;
  /** A game's lease (several processes on PostgreSQL): its length and how often its owner renews it. */
  readonly leaseTtlMs: number;
  readonly leaseRenewMs: number;
  readonly waitingRoomTimeoutMs: number;
  readonly disconnectGraceMs: number;
  readonly idleWarningMs: number;
  readonly idleTimeoutMs: number;
  /** How long a worker's token is good for (TOKEN_TTL_H). */
  readonly tokenTtlMs: number;
  readonly poolSizePerTask: number;
  readonly requireVetting: boolean;
  readonly prolificCompletionUrl: string | null;
  /** The pay rule the console's pay files start from (PAY_*); the console may change it per download. */
  readonly payRule: PayRule;
  readonly webDist: string;
  readonly logLevel: 'silent' | 'info' | 'debug';
  readonly allowedOrigins: readonly string[];
  readonly trustProxy: number;
  readonly arrivalsPerWorkerPerMinute: number;
  readonly arrivalsPerAddressPerMinute: number;
  readonly adminFailuresPerMinute: number;
  readonly authFailuresPerAddressPerMinute: number;
  readonly maxSocketsPerWorker: number;
  readonly connectsPerWorkerPerMinute: number;
  readonly tutorialChecksPerHour: number;
  readonly noPayCode: 'code' | 'none';
  readonly frameAncestors: string;
  readonly seatOfferMs: number;
  /** The chat model that plays the practice Commander; null: the rule-based one. */
  readonly botLlm: {
    readonly url: string; readonly model: string; readonly apiKey: string | null; readonly timeoutMs: number;
    /** The practice seats the model plays. */
    readonly seats: 'commander' | 'follower' | 'both';
  } | null;
  /** CONSENT_FILE (read by main.ts) and CONSENT_VERSION; null: no consent page. */
  readonly consent: { readonly file: string; readonly version: string | null } | null;
}

export type ConfigResult = { readonly ok: true; readonly config: Config } | { readonly ok: false; readonly problems: readonly string[] };

export function parseConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  // An empty variable counts as unset (docker-compose writes `FOO=` for missing values).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `${String(i.path[0] ?? '(env)')}: ${i.message}`) };
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.IDLE_WARNING_S >= e.IDLE_TIMEOUT_S) problems.push('IDLE_WARNING_S: must be less than IDLE_TIMEOUT_S');
  if (e.LEASE_RENEW_S * 2 > e.LEASE_TTL_S) problems.push('LEASE_RENEW_S: at most half of LEASE_TTL_S (a lease must survive a missed renewal)');
  if (e.REDIS_URL && !e.DATABASE_URL) problems.push('REDIS_URL: several processes need a shared PostgreSQL store (set DATABASE_URL)');
  if (e.BOT_LLM_URL && !e.BOT_LLM_MODEL) problems.push('BOT_LLM_MODEL: needed with BOT_LLM_URL (the model name the server knows)');
  if (e.BOT_LLM_MODEL && !e.BOT_LLM_URL) problems.push('BOT_LLM_URL: needed with BOT_LLM_MODEL');
  if (e.CONSENT_VERSION && !e.CONSENT_FILE) problems.push('CONSENT_FILE: needed with CONSENT_VERSION (the text it versions)');
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    config: Object.freeze({
      port: e.PORT,
      host: e.HOST,
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL ?? null,
      databaseSchema: e.DATABASE_SCHEMA,
      adminToken: e.ADMIN_TOKEN ?? null,
      tokenSecret: e.TOKEN_SECRET ?? null,
      redisUrl: e.REDIS_URL ?? null,
      redisPrefix: e.REDIS_PREFIX,
      serverId: e.SERVER_ID,
      leaseTtlMs: e.LEASE_TTL_S * 1000,
      leaseRenewMs: e.LEASE_RENEW_S * 1000,
      waitingRoomTimeoutMs: e.WAITING_ROOM_TIMEOUT_S * 1000,
      disconnectGraceMs: e.DISCONNECT_GRACE_S * 1000,
      idleWarningMs: e.IDLE_WARNING_S * 1000,
      idleTimeoutMs: e.IDLE_TIMEOUT_S * 1000,
      tokenTtlMs: e.TOKEN_TTL_H * 3_600_000,
      poolSizePerTask: e.POOL_SIZE,
      requireVetting: e.REQUIRE_VETTING,
      prolificCompletionUrl: e.PROLIFIC_COMPLETION_URL ?? null,
      payRule: Object.freeze({ base: e.PAY_BASE, successBonus: e.PAY_SUCCESS_BONUS, perMinute: e.PAY_PER_MINUTE, currency: e.PAY_CURRENCY }),
      webDist: e.WEB_DIST,
      logLevel: e.LOG_LEVEL,
      allowedOrigins: Object.freeze([...e.ALLOWED_ORIGINS]),
      trustProxy: e.TRUST_PROXY,
      arrivalsPerWorkerPerMinute: e.ARRIVALS_PER_WORKER_PER_MINUTE,
      arrivalsPerAddressPerMinute: e.ARRIVALS_PER_ADDRESS_PER_MINUTE,
      adminFailuresPerMinute: e.ADMIN_FAILURES_PER_MINUTE,
      authFailuresPerAddressPerMinute: e.AUTH_FAILURES_PER_ADDRESS_PER_MINUTE,
      maxSocketsPerWorker: e.MAX_SOCKETS_PER_WORKER,
      connectsPerWorkerPerMinute: e.CONNECTS_PER_WORKER_PER_MINUTE,
      tutorialChecksPerHour: e.TUTORIAL_CHECKS_PER_HOUR,
      noPayCode: e.NO_PAY_CODE,
      frameAncestors: e.FRAME_ANCESTORS,
      seatOfferMs: e.SEAT_OFFER_S * 1000,
      botLlm: e.BOT_LLM_URL && e.BOT_LLM_MODEL
        ? Object.freeze({ url: e.BOT_LLM_URL, model: e.BOT_LLM_MODEL, apiKey: e.BOT_LLM_API_KEY ?? null, timeoutMs: e.BOT_LLM_TIMEOUT_S * 1000, seats: e.BOT_LLM_SEATS })
        : null,
      consent: e.CONSENT_FILE ? Object.freeze({ file: e.CONSENT_FILE, version: e.CONSENT_VERSION ?? null }) : null,
    }),
  };
}

/** A config for tests and embedding: defaults, then the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = parseConfig({});
  if (!base.ok) throw new Error(base.problems.join('; '));
  return Object.freeze({ ...base.config, logLevel: 'silent', ...overrides });
}
