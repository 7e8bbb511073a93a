/**
 * Rate limits keyed by something (a client address, a worker): a token bucket per key, `perMinute`
 * sustained with as much again in a burst. Keys idle long enough to be full again are forgotten, so
 * a flood of distinct keys costs memory for a minute only.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ErrorCode } from '@chorehouse/protocol';
import { sendError } from './json-errors.js';

interface Bucket { tokens: number; at: number }

export class KeyedLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private sweptAt = 0;

  constructor(private readonly perMinute: number, private readonly now: () => number, private readonly burst = perMinute) {}

  private refill(key: string, t: number): Bucket {
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: t };
    b.tokens = Math.min(this.burst, b.tokens + ((t - b.at) / 60_000) * this.perMinute);
    b.at = t;
    this.buckets.set(key, b);
    return b;
  }

  /** Takes one; false when `key` is out of tokens. */
  take(key: string): boolean {
    const t = this.now();
    this.sweep(t);
    const b = this.refill(key, t);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Whether `key` has a token left, without taking one. */
  allows(key: string): boolean {
    return this.refill(key, this.now()).tokens >= 1;
  }

  /** Milliseconds until `key` has a token again. */
  retryAfterMs(key: string): number {
    const b = this.refill(key, this.now());
    return b.tokens >= 1 ? 0 : Math.ceil(((1 - b.tokens) / this.perMinute) * 60_000);
  }

  get size(): number { return this.buckets.size; }

  private sweep(t: number): void {
    if (t - this.sweptAt < 60_000) return;
    this.sweptAt = t;
    const full = (60_000 * this.burst) / this.perMinute;
    for (const [k, b] of this.buckets) if (t - b.at >= full) this.buckets.delete(k);
  }
}

/** 429 with Retry-After once `key` is out of tokens; `message` says when to retry, in whole seconds. */
export function refuseWhenSpent(res: Response, limiter: KeyedLimiter, key: string, code: ErrorCode, message: (seconds: number) => string): boolean {
  if (limiter.take(key)) return false;
  const seconds = Math.max(1, Math.ceil(limiter.retryAfterMs(key) / 1000));
  res.set('retry-after', String(seconds));
  sendError(res, 429, code, message(seconds));
  return true;
}

/** The address's budget in front of a route. */
export function limitByAddress(limiter: KeyedLimiter, code: ErrorCode, message: (seconds: number) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!refuseWhenSpent(res, limiter, req.ip ?? 'unknown', code, message)) next();
  };
}
