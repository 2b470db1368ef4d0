/**
 * P7 (issue 19): what the server still answers while a client sends the heaviest operation the query
 * limits allow. The heaviest is found against the server: the most aliases of a 500-goal page it
 * accepts. Then the planner day is loaded alone, and again while C/2 connections send that operation
 * without pause; reported: both req/s and p99, and the heavy operation's own req/s, p99 and size.
 */
import autocannon from 'autocannon';
import * as q from './queries.js';
import type { Fixture } from './seed.js';
import type { ServerHandle } from './servers.js';

export interface HostileResult {
  aliases: number;
  goals: number;
  answerBytes: number;
  alone: { rps: number; p99Ms: number };
  underLoad: { rps: number; p99Ms: number; errors: number };
  heavy: { rps: number; p50Ms: number; p99Ms: number; errors: number };
}

const cannon = (server: ServerHandle, request: q.Request, token: string, connections: number, duration: number) =>
  autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: q.body(request),
    connections,
    duration,
  });

/** The most aliases (of at most 20, the alias limit) whose operation the server runs without refusing it. */
async function heaviestAllowed(
  server: ServerHandle,
  fixture: Fixture,
  token: string,
): Promise<{ request: q.Request; aliases: number; goals: number; bytes: number }> {
  for (let aliases = 20; aliases >= 1; aliases--) {
    const request = q.goalPages(fixture.benchTeamId, aliases);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: q.body(request),
    });
    const text = await response.text();
    const answer = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (response.ok && answer.data && !answer.errors)
      return { request, aliases, goals: request.count(answer.data), bytes: Buffer.byteLength(text) };
  }
  throw new Error('no page of 500 goals is allowed');
}

export async function measureHostile(options: {
  server: ServerHandle;
  fixture: Fixture;
  token: string;
  connections: number;
  duration: number;
  log: (line: string) => void;
}): Promise<HostileResult> {
  const { server, fixture, token, connections, duration, log } = options;
  const heavy = await heaviestAllowed(server, fixture, token);
  const { aliases } = heavy;
  log(
    `  heaviest allowed: ${aliases} aliases of a 500-goal page (${heavy.goals} goals, ${(heavy.bytes / 1024).toFixed(0)} kB)`,
  );
  const planner = q.plannerDay('quarter', fixture);
  await cannon(server, planner, token, connections, 2); // warm-up
  const alone = await cannon(server, planner, token, connections, duration);
  log(`  planner alone: ${(alone.requests.total / alone.duration).toFixed(0)} req/s, p99 ${alone.latency.p99} ms`);
  const attackers = Math.max(1, Math.floor(connections / 2));
  const [underLoad, attack] = await Promise.all([
    cannon(server, planner, token, connections, duration),
    cannon(server, heavy.request, token, attackers, duration),
  ]);
  log(
    `  planner with ${attackers} connections sending it: ${(underLoad.requests.total / underLoad.duration).toFixed(0)} req/s, p99 ${underLoad.latency.p99} ms; it: ${(attack.requests.total / attack.duration).toFixed(1)} req/s, p99 ${attack.latency.p99} ms`,
  );
  const errorsOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
  return {
    aliases,
    goals: heavy.goals,
    answerBytes: heavy.bytes,
    alone: { rps: alone.requests.total / alone.duration, p99Ms: alone.latency.p99 },
    underLoad: {
      rps: underLoad.requests.total / underLoad.duration,
      p99Ms: underLoad.latency.p99,
      errors: errorsOf(underLoad),
    },
    heavy: {
      rps: attack.requests.total / attack.duration,
      p50Ms: attack.latency.p50,
      p99Ms: attack.latency.p99,
      errors: errorsOf(attack),
    },
  };
}
