/**
 * P4: one event to N subscribers over graphql-ws. N sockets speak the graphql-transport-ws
 * protocol (messages built with graphql-ws's own MessageType) over `ws`, each signed in with the
 * bench user's token and subscribed to plannerChanged(userId: bench user). Then one mutation moves
 * a planner (updatePlanner), and every socket's arrival time is taken against the moment the
 * mutation was sent: delivery p50 / p99 / max, how many arrived, and the mutation's own latency.
 *
 * The client is deliberately thin (no per-message JSON parsing once subscribed, the arrival time
 * read first thing in the handler): one Node process receiving 5,000 messages still adds its own
 * queueing, so the figures are an upper bound of what the server does.
 *
 * Before measuring, a warm-up event must reach every socket (graphql-ws has no "subscribed"
 * acknowledgement: this is how the bench knows every subscription is live).
 */
import { MessageType } from 'graphql-ws';
import WebSocket from 'ws';
import { graphqlPost } from './graphql-http.js';
import type { Fixture } from './seed.js';
import { median, percentile, sleep } from './stats.js';

export interface FanoutEvent {
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  mutationMs: number;
  /** CPU the bench process itself spent from the mutation to the last arrival (the client's share). */
  clientCpuMs: number;
}

export interface FanoutResult {
  setup: string;
  subscribers: number;
  connectMs: number;
  events: FanoutEvent[];
  /** Medians over the measured events. */
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  mutationMs: number;
  clientCpuMs: number;
}

const SUBSCRIPTION = 'subscription PlannerLive($userId: UUID) { plannerChanged(userId: $userId) { date userId } }';
const MUTATION =
  'mutation PlannerUpdatePlanner($id: UUID!, $blocks: [Int!]!) { updatePlanner(id: $id, blocks: $blocks) { id blocks plannerDate } }';

interface Subscriber {
  socket: WebSocket;
  arrivals: number[];
}

function wsUrl(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}/graphql`;
}

/** Opens one socket, signs in, subscribes; resolves once the subscribe message is sent. */
function subscribe(url: string, token: string, userId: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    const subscriber: Subscriber = { socket, arrivals: [] };
    let acked = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('socket setup timed out'));
    }, 30_000);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: MessageType.ConnectionInit, payload: { accessToken: token } })),
    );
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      if (acked) {
        if (data.includes('"next"')) subscriber.arrivals.push(at);
        else if (data.includes('"ping"')) socket.send(JSON.stringify({ type: MessageType.Pong }));
        return;
      }
      const message = JSON.parse(data.toString('utf8')) as { type: string };
      if (message.type === MessageType.ConnectionAck) {
        acked = true;
        socket.send(
          JSON.stringify({
            id: '1',
            type: MessageType.Subscribe,
            payload: { query: SUBSCRIPTION, variables: { userId } },
          }),
        );
        clearTimeout(timer);
        resolve(subscriber);
      } else if (message.type === MessageType.Ping) {
        socket.send(JSON.stringify({ type: MessageType.Pong }));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', (code) => {
      if (!acked) {
        clearTimeout(timer);
        reject(new Error(`socket closed before ack (${code})`));
      }
    });
  });
}

/** Waits until every subscriber has `count` arrivals, or the time is up; answers how many have. */
async function arrived(subscribers: Subscriber[], count: number, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const done = subscribers.filter((s) => s.arrivals.length >= count).length;
    if (done === subscribers.length || performance.now() > deadline) return done;
    await sleep(5);
  }
}

export interface FanoutOptions {
  setup: string;
  /** Instances to spread the sockets over (round robin); the mutation goes to the first. */
  urls: string[];
  subscribers: number;
  token: string;
  fixture: Fixture;
  events: number;
  log: (line: string) => void;
  /** Told when the measured events start and end (the CPU profile cuts its window there). */
  onMeasuring?: (phase: 'start' | 'end') => void;
}

export async function measureFanout(options: FanoutOptions): Promise<FanoutResult> {
  const { fixture, token, log } = options;
  const userId = fixture.benchUser.id;
  const subscribers: Subscriber[] = [];
  const t0 = performance.now();
  try {
    const batch = 200;
    for (let i = 0; i < options.subscribers; i += batch) {
      const size = Math.min(batch, options.subscribers - i);
      subscribers.push(
        ...(await Promise.all(
          Array.from({ length: size }, (_, k) =>
            subscribe(wsUrl(options.urls[(i + k) % options.urls.length]), token, userId),
          ),
        )),
      );
    }
    const connectMs = performance.now() - t0;
    const planner = fixture.fanoutPlanner;
    let flip = false;
    const move = async () => {
      flip = !flip;
      const blocks = flip ? planner.blocks.slice(0, -1) : planner.blocks;
      const sent = performance.now();
      await graphqlPost(`${options.urls[0]}/graphql`, MUTATION, { id: planner.id, blocks }, token);
      return { sent, mutationMs: performance.now() - sent };
    };

    // Warm-up: every subscription must be live (and the paths warm) before measuring.
    for (let attempt = 1; attempt <= 4; attempt++) {
      await move();
      const done = await arrived(subscribers, 1, 15_000);
      if (done === subscribers.length) break;
      log(
        `  fan-out ${options.setup} ${options.subscribers}: warm-up event ${attempt} reached ${done}/${subscribers.length}`,
      );
    }
    await sleep(500);
    for (const s of subscribers) s.arrivals.length = 0;

    const events: FanoutEvent[] = [];
    options.onMeasuring?.('start');
    for (let e = 0; e < options.events; e++) {
      const before = subscribers.map((s) => s.arrivals.length);
      const cpu0 = process.cpuUsage();
      const { sent, mutationMs } = await move();
      const deadline = performance.now() + 20_000;
      while (performance.now() < deadline && subscribers.some((s, i) => s.arrivals.length <= before[i])) await sleep(5);
      const cpu = process.cpuUsage(cpu0);
      const latencies: number[] = [];
      subscribers.forEach((s, i) => {
        if (s.arrivals.length > before[i]) latencies.push(s.arrivals[before[i]] - sent);
      });
      events.push({
        delivered: latencies.length,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.length ? Math.max(...latencies) : NaN,
        mutationMs,
        clientCpuMs: (cpu.user + cpu.system) / 1000,
      });
      await sleep(750);
    }
    options.onMeasuring?.('end');
    const result: FanoutResult = {
      setup: options.setup,
      subscribers: options.subscribers,
      connectMs,
      events,
      delivered: Math.min(...events.map((e) => e.delivered)),
      p50Ms: median(events.map((e) => e.p50Ms)),
      p99Ms: median(events.map((e) => e.p99Ms)),
      maxMs: median(events.map((e) => e.maxMs)),
      mutationMs: median(events.map((e) => e.mutationMs)),
      clientCpuMs: median(events.map((e) => e.clientCpuMs)),
    };
    log(
      `  fan-out ${options.setup} to ${options.subscribers}: delivered ${result.delivered}/${options.subscribers}, p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms, ` +
        `max ${result.maxMs.toFixed(0)} ms, mutation ${result.mutationMs.toFixed(0)} ms (connect ${(connectMs / 1000).toFixed(1)} s)`,
    );
    return result;
  } finally {
    for (const s of subscribers) s.socket.terminate();
    await sleep(300);
  }
}
