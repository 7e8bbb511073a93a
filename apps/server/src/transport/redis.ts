/**
 * Scale-out: the socket.io Redis adapter, so several processes share broadcasts, rooms and
 * server-side events (DESIGN.md section 8). Every channel starts with the deployment's prefix
 * (REDIS_PREFIX), so deployments can share one Redis.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/** The adapter's channel key under a deployment's prefix: `<prefix>:socket.io#/#...`. */
export const adapterKey = (prefix: string): string => `${prefix}:socket.io`;

export async function redisAdapter(url: string, prefix: string): Promise<{ configure: (io: Server) => void; close: () => Promise<void> }> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    configure: (io) => { io.adapter(createAdapter(pub, sub, { key: adapterKey(prefix) })); },
    close: async () => { await Promise.allSettled([pub.quit(), sub.quit()]); },
  };
}
