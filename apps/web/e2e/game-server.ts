/**
 * The real game server for browser tests, in its own process: apps/server's demo server (SQLite in
 * a temp dir, the demo kitchen's Make Coffee in the pool) serving the built client from
 * apps/web/dist. Needs the builds (npm test builds before the browser tests). Tests read what it
 * stored through the admin API, as a researcher would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { PoolEpisode } from '@chorehouse/protocol';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface GameServer {
  readonly url: string;
  admin<T>(path: string): Promise<T>;
  adminPost<T>(path: string, body: unknown): Promise<T>;
  stop(): Promise<void>;
}

export interface GameServerOptions {
  readonly requireVetting?: boolean;
  readonly waitingRoomTimeoutS?: number;
  readonly prolificCompletionUrl?: string;
  /** Seconds of inactivity before the warning and before the game ends. */
  readonly idle?: { readonly warningS: number; readonly timeoutS: number };
  /** Seconds a disconnected player has to come back. */
  readonly disconnectGraceS?: number;
  /** Seconds the one who stayed has to take a bot for the empty seat. */
  readonly seatOfferS?: number;
  /** Connections one worker may open per minute (the server's default is 30). */
  readonly connectsPerMinute?: number;
  /** A consent text (a Markdown file) and its version: the consent page comes before the instructions. */
  readonly consent?: { readonly file: string; readonly version: string };
  /** Arrivals one crowd worker may make per minute (the server's default is 20). */
  readonly arrivalsPerWorkerPerMinute?: number;
  /** The pool's episodes (default: the demo kitchen's Make Coffee), as the store keeps them. */
  readonly episodes?: readonly PoolEpisode[];
}

export async function startGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  const episodesFile = options.episodes ? join(mkdtempSync(join(tmpdir(), 'chorehouse-episodes-')), 'episodes.json') : null;
  if (episodesFile) writeFileSync(episodesFile, JSON.stringify(options.episodes));
  const env = {
    ...(episodesFile ? { EPISODES_FILE: episodesFile } : {}),
    ...process.env, REQUIRE_VETTING: options.requireVetting ? '1' : '0',
    ...(options.waitingRoomTimeoutS ? { WAITING_ROOM_TIMEOUT_S: String(options.waitingRoomTimeoutS) } : {}),
    ...(options.prolificCompletionUrl ? { PROLIFIC_COMPLETION_URL: options.prolificCompletionUrl } : {}),
    ...(options.idle ? { IDLE_WARNING_S: String(options.idle.warningS), IDLE_TIMEOUT_S: String(options.idle.timeoutS) } : {}),
    ...(options.disconnectGraceS ? { DISCONNECT_GRACE_S: String(options.disconnectGraceS) } : {}),
    ...(options.seatOfferS ? { SEAT_OFFER_S: String(options.seatOfferS) } : {}),
    ...(options.connectsPerMinute ? { CONNECTS_PER_WORKER_PER_MINUTE: String(options.connectsPerMinute) } : {}),
    ...(options.consent ? { CONSENT_FILE: options.consent.file, CONSENT_VERSION: options.consent.version } : {}),
    ...(options.arrivalsPerWorkerPerMinute ? { ARRIVALS_PER_WORKER_PER_MINUTE: String(options.arrivalsPerWorkerPerMinute) } : {}),
  };
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/testing/demo-server.js', 'apps/web/dist'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((res, rej) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', res);
    child.once('exit', (code) => rej(new Error(`the game server exited (${code}) before listening`)));
  });
  const { url, adminToken } = JSON.parse(first) as { url: string; adminToken: string };
  return {
    url,
    admin: async <T>(path: string) => {
      const res = await fetch(`${url}/api/admin${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
      if (!res.ok) throw new Error(`admin ${path}: ${res.status}`);
      return (await res.json()) as T;
    },
    adminPost: async <T>(path: string, body: unknown) => {
      const res = await fetch(`${url}/api/admin${path}`, {
        method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`admin POST ${path}: ${res.status}`);
      return (await res.json()) as T;
    },
    stop: () => new Promise<void>((res) => {
      if (child.exitCode !== null) return res();
      child.once('exit', () => res());
      child.kill('SIGTERM');
    }),
  };
}
