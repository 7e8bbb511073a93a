import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { LeanSocket } from './lean-socket.js';
import { covered, describeLegs, idleWhileWaiting, legsOf, traceServer, union, type Legs } from './trace.js';

describe('spans', () => {
  it('merges overlapping spans and measures how much of a window they cover', () => {
    const spans = union([[10, 20], [15, 30], [40, 50], [0, 5]]);
    expect(spans).toEqual([[0, 5], [10, 30], [40, 50]]);
    expect(covered(spans, 0, 100)).toBe(5 + 20 + 10);
    expect(covered(spans, 12, 45)).toBe(18 + 5);
    expect(covered(spans, 31, 39)).toBe(0);
  });
});

describe('legs', () => {
  const leg = (total: number, up: number, waited: [number, number]): Legs => ({ up, decode: 0, serve: total - up, down: 0, client: 0, total, waited, served: [waited[1], waited[1] + total - up] });

  it('matches both sides by socket and acknowledgement id, and skips requests one side did not finish', () => {
    const legs = legsOf(
      [{ key: 'a:0', sent: 100, heard: 190, acked: 200 }, { key: 'a:1', sent: 300, heard: 0, acked: 0 }, { key: 'b:0', sent: 100, heard: 150, acked: 160 }],
      [{ key: 'a:0', read: 120, decoded: 130, written: 180 }, { key: 'a:1', read: 310, decoded: 320, written: 330 }],
    );
    expect(legs).toEqual([{ up: 20, decode: 10, serve: 50, down: 10, client: 10, total: 100, waited: [100, 120], served: [130, 180] }]);
  });

  it("bounds from below how long the server's loop sat idle while a request waited", () => {
    // Idle 900 of the first 1,000 us, 100 of the next 1,000: of a wait from 500 to 2,000, at most 1,000 were busy.
    const marks = [[0, 0], [1_000, 900], [2_000, 1_000]] as const;
    expect(idleWhileWaiting(leg(1_600, 1_500, [500, 2_000]), marks)).toBe(500);
    // All idle: the whole wait.
    expect(idleWhileWaiting(leg(300, 200, [1_100, 1_300]), [[1_000, 0], [1_300, 300]])).toBe(200);
    // A wait before the first mark says nothing.
    expect(idleWhileWaiting(leg(300, 200, [0, 200]), [[100, 0]])).toBe(0);
  });

  it("says what the server did while the slowest requests waited", () => {
    // 99 quick requests, one slow one that waited 1,000 us: 400 behind a collection, 300 behind another request.
    const quick = Array.from({ length: 99 }, (_, i) => leg(100, 10, [i * 10_000, i * 10_000 + 10]));
    const slow = leg(2_000, 1_000, [2_000_000, 2_001_000]);
    const other: Legs = { ...leg(400, 0, [2_000_050, 2_000_100]), served: [2_000_100, 2_000_400] };
    const text = describeLegs('game', [...quick, slow, other], [{ kind: 'gc', from: 2_000_500, to: 2_000_900 }, { kind: 'fill', from: 5, to: 6 }]);
    expect(text).toContain('game (101 requests');
    expect(text).toContain('serving others 30 %, gc 40 %, fill 0 %, none of these 30 %');
  });
});

describe('traceServer', () => {
  let http: HttpServer;
  let io: Server;
  afterEach(async () => {
    LeanSocket.stamps = null;
    await io.close();
  });

  it('stamps each acknowledged request on a real socket.io server and the lean client alike, in order', async () => {
    http = createServer();
    io = new Server(http);
    const trace = traceServer(io, 'c2s');
    io.on('connection', (socket) => {
      socket.on('c2s', (m: { n: number }, ack: (r: unknown) => void) => {
        // News to the sender before its reply: written in a write of its own, stamped as news.
        socket.emit('s2c', { n: m.n });
        setImmediate(() => ack({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    LeanSocket.stamps = [];
    const socket = await LeanSocket.connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
    for (let n = 0; n < 3; n++) await socket.timeout(5000).emitWithAck('c2s', { n });
    const { stamps, busy, loop } = trace.take();
    expect(loop.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < loop.length; i++) {
      expect(loop[i]![0]).toBeGreaterThanOrEqual(loop[i - 1]![0]);
      expect(loop[i]![1]).toBeGreaterThanOrEqual(loop[i - 1]![1]);
    }
    const legs = legsOf(LeanSocket.stamps, stamps);
    expect(legs).toHaveLength(3);
    for (const l of legs) {
      expect(l.total).toBeGreaterThan(0);
      expect(l.up + l.decode + l.serve + l.down + l.client).toBe(l.total);
      expect(l.decode).toBeGreaterThanOrEqual(0);
      expect(l.serve).toBeGreaterThan(0);
    }
    expect(busy.filter((b) => b.kind === 'news')).toHaveLength(3);
    expect(trace.take().stamps).toEqual([]);
    socket.disconnect();
  });
});
