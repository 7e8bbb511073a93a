/**
 * Scale-out: the socket.io Redis adapter, so several processes behind a sticky load balancer share
 * broadcasts and admin tooling. A game still lives in exactly one process (DESIGN.md section 8).
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

export async function redisAdapter(url: string): Promise<{ configure: (io: Server) => void; close: () => Promise<void> }> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    configure: (io) => { io.adapter(createAdapter(pub, sub)); },
    close: async () => { await Promise.allSettled([pub.quit(), sub.quit()]); },
  };
}
