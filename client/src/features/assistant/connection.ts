import { readServerMessage, type ChatRequest, type ServerEvent } from '@domain/assistant-protocol';

/**
 * The assistant's socket, `/api/mcp-ws/{sessionId}` (spec 3 sections 4, 7 and 9): authenticated
 * like graphql-ws (`connection_init` with the access token, answered by `connection_ack`), a connect
 * timeout of 10 s, and on a close up to 5 reconnects after 1, 2, 4, 8 and 16 s (doubling, at most
 * 30 s). A refused token (4403) is refreshed before the next try; a revoked session (4401) ends
 * the session like an expiry. What went wrong is told as a notice for the window to show.
 */

export const CONNECT_TIMEOUT_MS = 10_000;
export const MAX_RECONNECTS = 5;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnect number `attempt` (1 for the first): from 1 s, doubling, capped at 30 s. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_MS);

export const ASSISTANT_SOCKET_PATH = '/api/mcp-ws/';

/** The socket address of a conversation on this page's host (ws, or wss on https). */
export function assistantSocketUrl(
  sessionId: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${ASSISTANT_SOCKET_PATH}${sessionId}`;
}

/** Close codes of the socket (api/src/http/assistant-socket.ts). */
const CLOSE_BAD_SESSION_ID = 4400;
const CLOSE_SESSION_REVOKED = 4401;
const CLOSE_FORBIDDEN = 4403;
const CLOSE_NORMAL = 1000;

export type ConnectionNotice = 'connectTimeout' | 'connectionError' | 'reconnectsExhausted' | 'connectFailed';
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'failed' | 'closed';
export type SendOutcome = 'sent' | 'connectFailed' | 'sendFailed';

/** What the connection needs of a WebSocket (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface ConnectionOptions {
  readonly url: string;
  /** The access token; `refresh` asks for a fresh one first (after a 4403). Null when the session is gone. */
  readonly token: (refresh: boolean) => Promise<string | null>;
  readonly onEvent: (event: ServerEvent<string>) => void;
  /** A notice to show, or null once connected again. */
  readonly onNotice: (notice: ConnectionNotice | null) => void;
  /** An open connection closed: a request waiting for its answer will not get it. */
  readonly onDrop: () => void;
  /** The session is gone (revoked, or no token): the app sends the user to the login page. */
  readonly onSessionLost: () => void;
  readonly onStatus?: (status: ConnectionStatus) => void;
  readonly createSocket?: (url: string) => SocketLike;
}

export class AssistantConnection {
  private socket: SocketLike | null = null;
  private status: ConnectionStatus = 'idle';
  /** Reconnects made since the last successful handshake. */
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private refreshFirst = false;
  private readonly waiters = new Set<(connected: boolean) => void>();

  constructor(private readonly options: ConnectionOptions) {}

  get state(): ConnectionStatus {
    return this.status;
  }

  /** Connects, unless already connected or on the way; after the reconnects ran out, starts over. */
  connect(): void {
    if (this.status === 'idle' || this.status === 'failed') {
      this.attempts = 0;
      void this.open();
    }
  }

  /** Sends a request once connected (waiting for the handshake at most the connect timeout). */
  async send(request: ChatRequest): Promise<SendOutcome> {
    if (!(await this.ready())) return 'connectFailed';
    try {
      this.socket!.send(JSON.stringify(request));
      return 'sent';
    } catch {
      return 'sendFailed';
    }
  }

  /** Closes for good (the window was closed, or the conversation changed). */
  close(): void {
    if (this.status === 'closed') return;
    this.setStatus('closed');
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(CLOSE_NORMAL, 'Closed by the client');
    }
    this.settleWaiters(false);
  }

  private ready(): Promise<boolean> {
    if (this.status === 'open' && this.socket) return Promise.resolve(true);
    if (this.status === 'closed') return Promise.resolve(false);
    this.connect();
    return new Promise((resolve) => {
      const done = (connected: boolean) => {
        clearTimeout(timeout);
        this.waiters.delete(done);
        resolve(connected);
      };
      const timeout = setTimeout(() => done(false), CONNECT_TIMEOUT_MS);
      this.waiters.add(done);
    });
  }

  private async open(): Promise<void> {
    this.setStatus('connecting');
    const refresh = this.refreshFirst;
    this.refreshFirst = false;
    const token = await this.options.token(refresh).catch(() => null);
    if (this.status !== 'connecting') return;
    if (!token) {
      this.fail(null);
      this.options.onSessionLost();
      return;
    }
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    } catch {
      this.options.onNotice('connectFailed');
      this.retry();
      return;
    }
    this.socket = socket;
    this.timer = setTimeout(() => {
      this.options.onNotice('connectTimeout');
      detach(socket);
      socket.close(CLOSE_NORMAL, 'Connection timeout');
      this.closed(socket, null);
    }, CONNECT_TIMEOUT_MS);
    socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init', payload: { accessToken: token } }));
    socket.onmessage = (event) => {
      const message = readServerMessage(event.data);
      if (!message) return;
      if (message.type !== 'connection_ack') return this.options.onEvent(message);
      this.clearTimer();
      this.attempts = 0;
      this.setStatus('open');
      this.options.onNotice(null);
      this.settleWaiters(true);
    };
    socket.onerror = () => this.options.onNotice('connectionError');
    socket.onclose = (event) => this.closed(socket, event.code);
  }

  private closed(socket: SocketLike, code: number | null): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimer();
    if (this.status === 'open') this.options.onDrop();
    if (code === CLOSE_SESSION_REVOKED) {
      this.fail(null);
      this.options.onSessionLost();
      return;
    }
    if (code === CLOSE_BAD_SESSION_ID) return this.fail('connectFailed');
    if (code === CLOSE_FORBIDDEN) this.refreshFirst = true;
    this.retry();
  }

  private retry(): void {
    if (this.attempts >= MAX_RECONNECTS) return this.fail('reconnectsExhausted');
    this.attempts += 1;
    this.setStatus('waiting');
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.open();
    }, reconnectDelay(this.attempts));
  }

  private fail(notice: ConnectionNotice | null): void {
    this.setStatus('failed');
    if (notice) this.options.onNotice(notice);
    this.settleWaiters(false);
  }

  private settleWaiters(connected: boolean): void {
    for (const waiter of [...this.waiters]) waiter(connected);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}

function detach(socket: SocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
}
