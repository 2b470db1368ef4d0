import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The ws patch (patches/ws+*.patch, issue 12 P4): a server frame of a small payload leaves in one
 * socket write, the header and the payload copied into one buffer, where ws corks the socket and
 * writes two chunks (a writev, with Node's stream bookkeeping around it). Large payloads keep the
 * two-chunk write. Either way the client reads the message intact.
 */
describe('ws frames', () => {
  let server: WebSocketServer;
  let client: WebSocket;
  let serverSide: WebSocket;
  const writes: number[] = [];
  let corks = 0;
  const received: string[] = [];

  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const connected = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    client.on('message', (data) => received.push(String(data)));
    serverSide = await connected;
    const socket = (serverSide as unknown as { _socket: Duplex })._socket;
    const write = socket.write.bind(socket) as (chunk: Buffer, callback?: () => void) => boolean;
    const cork = socket.cork.bind(socket);
    socket.write = ((chunk: Buffer, callback?: () => void) => {
      writes.push(chunk.length);
      return write(chunk, callback);
    }) as typeof socket.write;
    socket.cork = () => {
      corks++;
      cork();
    };
  });

  afterAll(async () => {
    client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends from the server side, counting its socket's writes and corks; answers what the client read. */
  async function send(message: string): Promise<string> {
    writes.length = 0;
    corks = 0;
    const count = received.length;
    await new Promise<void>((resolve, reject) =>
      serverSide.send(message, (error) => (error ? reject(error) : resolve())),
    );
    await expect.poll(() => received.length).toBe(count + 1);
    return received[count];
  }

  it('writes a small message (multibyte text too) as one buffer: header and payload', async () => {
    const message = JSON.stringify({
      id: '1',
      type: 'next',
      payload: { data: { plannerChanged: { userId: 'u', date: '2026-11-25', note: '기획 회의 · Họp' } } },
    });
    expect(await send(message)).toBe(message);
    expect(corks).toBe(0);
    // One write of the whole frame: a 4-byte header (a payload of 126 bytes to 64 KiB) and the payload.
    expect(Buffer.byteLength(message)).toBeGreaterThanOrEqual(126);
    expect(writes).toEqual([4 + Buffer.byteLength(message)]);
  });

  it('keeps the corked two-chunk write for a large message', async () => {
    const message = 'x'.repeat(100_000);
    expect(await send(message)).toBe(message);
    expect(corks).toBe(1);
    expect(writes).toHaveLength(2);
  });
});
