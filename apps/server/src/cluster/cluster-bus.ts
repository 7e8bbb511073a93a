/**
 * Server processes talk to each other over Redis pub/sub (issue 46), on channels under the
 * deployment's prefix (REDIS_PREFIX): one per process (`<prefix>:bus:<SERVER_ID>`) and one for all
 * (`<prefix>:bus:all`). One publishing connection per process, so what one process sends another
 * arrives in the order it was sent. Messages are checked against bus-messages.ts on arrival.
 */
import { createClient } from 'redis';
import { busMessageSchema, type BusMessage, type BusMessageBody } from './bus-messages.js';

export interface ClusterBus {
  /** This process's name (SERVER_ID). */
  readonly self: string;
  send(to: string, message: BusMessageBody): void;
  /** To every other process. */
  broadcast(message: BusMessageBody): void;
  onMessage(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

export const busChannel = (prefix: string, to: string): string => `${prefix}:bus:${to}`;

export async function redisClusterBus(url: string, prefix: string, self: string, failed: (error: unknown) => void): Promise<ClusterBus> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers: ((message: BusMessage) => void)[] = [];
  const deliver = (raw: string) => {
    let parsed;
    try {
      parsed = busMessageSchema.safeParse(JSON.parse(raw));
    } catch (error) {
      return failed(error);
    }
    if (!parsed.success) return failed(new Error(`cluster bus: a message that is not one: ${parsed.error.message}`));
    if (parsed.data.from === self) return;
    for (const h of handlers) h(parsed.data);
  };
  await sub.subscribe([busChannel(prefix, self), busChannel(prefix, 'all')], deliver);
  const publish = (to: string, message: BusMessageBody) => {
    pub.publish(busChannel(prefix, to), JSON.stringify({ ...message, from: self })).catch(failed);
  };
  return {
    self,
    send: publish,
    broadcast: (message) => publish('all', message),
    onMessage: (handler) => { handlers.push(handler); },
    close: async () => { await Promise.allSettled([sub.quit(), pub.quit()]); },
  };
}
