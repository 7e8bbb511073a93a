/**
 * What server processes tell each other over the cluster bus (cluster-bus.ts), checked with these
 * schemas when they arrive. The protocol's own messages ride inside as `unknown` and are parsed with
 * the protocol's schemas by whoever reads them (relay.ts).
 */
import { z } from 'zod';

const connection = z.object({
  id: z.string().min(1).max(100),
  workerId: z.string().min(1).max(300),
  browser: z.string().max(300).nullable(),
  name: z.string().max(300),
  platform: z.enum(['mturk', 'prolific', 'local', 'bot']),
  /** An admin's socket (the console spectating a game this process owns). */
  admin: z.boolean(),
});

export const busMessageSchema = z.discriminatedUnion('t', [
  /** A socket on `from` whose worker's game this process owns: serve it as one of the game's connections. */
  z.object({ t: z.literal('attach'), from: z.string(), conn: connection }),
  z.object({ t: z.literal('detach'), from: z.string(), connId: z.string() }),
  /** A client message that socket sent, validated there already (and here again); answered with `reply`. */
  z.object({ t: z.literal('message'), from: z.string(), connId: z.string(), reqId: z.number().int(), message: z.unknown() }),
  z.object({ t: z.literal('reply'), from: z.string(), reqId: z.number().int(), reply: z.unknown() }),
  /** A server message for that socket. */
  z.object({ t: z.literal('deliver'), from: z.string(), connId: z.string(), message: z.unknown() }),
  z.object({ t: z.literal('close'), from: z.string(), connId: z.string(), reason: z.unknown() }),
  /** The console on `from` ends a game this process owns (audit-logged there); answered with `ended`. */
  z.object({ t: z.literal('end'), from: z.string(), reqId: z.number().int(), sessionId: z.string(), reason: z.string() }),
  z.object({ t: z.literal('ended'), from: z.string(), reqId: z.number().int(), ok: z.boolean(), error: z.unknown() }),
  /** To every process, every lease renewal period: `from` is alive (the sockets it relays are still there). */
  z.object({ t: z.literal('alive'), from: z.string() }),
  /** `from` had taken this process for dead and let go of the sockets it relayed: attach them again. */
  z.object({ t: z.literal('forgotten'), from: z.string() }),
  /** To every process: `from` owns this game now (it started it, or took it over); its players' sockets go there. */
  z.object({ t: z.literal('owner'), from: z.string(), sessionId: z.string(), workers: z.array(z.string()) }),
]);

export type BusMessage = z.infer<typeof busMessageSchema>;
/** What a sender writes: the bus stamps `from`. */
export type BusMessageBody = BusMessage extends infer M ? (M extends BusMessage ? Omit<M, 'from'> : never) : never;
