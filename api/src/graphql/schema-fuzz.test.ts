/**
 * The schema fuzz (issue 19): every root field of the introspected schema called with hostile but
 * well-typed arguments (fast-check; hostile-values.ts), as the owner of one workspace and as a
 * stranger, each aiming at its own items and at the other's. Fails on any 5xx, INTERNAL_SERVER_ERROR,
 * broken socket or data of the other workspace. `npm test` makes FUZZ_RUNS (2) calls per field and
 * caller; `npm run fuzz` makes 100 (FUZZ_RUNS and FUZZ_SEED override; the seed is printed, and the
 * same seed replays the same calls; each field and caller draws from its own seed, so one field replays
 * alone: `FUZZ_SEED=n npx vitest run --project api schema-fuzz -t 'Mutation.login '`).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLField,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITY_FIELDS, RUN_LAST, STAND_IN_FIELDS } from '../test/fuzz/field-care.js';
import { ArgumentArbitraries } from '../test/fuzz/fuzz-arguments.js';
import { callHttp, callSocket, type FuzzAnswer } from '../test/fuzz/fuzz-call.js';
import { freshStandIn, fuzzCallers, type FuzzCaller } from '../test/fuzz/fuzz-callers.js';
import { fuzzOperation, type RootKind } from '../test/fuzz/fuzz-operation.js';
import { FuzzTally } from '../test/fuzz/fuzz-tally.js';
import { describeVariables, problemWith } from '../test/fuzz/fuzz-verdict.js';
import { useOrganisation, useTestApp } from '../test/suite.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.FUZZ_LONG ? 100 : 2));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`schema fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);

const app = useTestApp();
const org = useOrganisation(app);
let schema: GraphQLSchema;
let callers: FuzzCaller[] = [];
const sockets = new Map<string, Client>();
const tally = new FuzzTally();
const standIns = new Map<string, FuzzCaller>();

beforeAll(async () => {
  schema = buildClientSchema(await app.gqlOk<IntrospectionQuery>(getIntrospectionQuery()));
  callers = await fuzzCallers(app, org);
});
afterAll(async () => {
  console.log(tally.summary());
  await Promise.all([...sockets.values()].map(async (client) => client.dispose()));
});

/** The root fields by name (from the server's own schema file, so the tests can be declared before it runs). */
const ROOT_FIELDS = rootFieldNames();

describe('schema fuzz', () => {
  it('calls every root field of the running schema, and says why some are called differently', () => {
    const running = (['query', 'mutation', 'subscription'] as const).flatMap((kind) =>
      Object.keys(rootType(kind).getFields()).map((name) => `${rootType(kind).name}.${name}`),
    );
    expect(
      running.filter((field) => !ROOT_FIELDS.includes(field)),
      'root fields not in schema.graphql (npm run schema)',
    ).toEqual([]);
    const care = { ...STAND_IN_FIELDS, ...CAPABILITY_FIELDS };
    for (const [field, reason] of Object.entries(care)) console.log(`schema fuzz: ${field}: ${reason}`);
    expect(
      Object.keys(care).filter((field) => !ROOT_FIELDS.includes(field)),
      'field-care entries without a field',
    ).toEqual([]);
  });

  for (const coordinate of ROOT_FIELDS) {
    it(
      `${coordinate} with hostile arguments`,
      async () => {
        const [kindName, fieldName] = coordinate.split('.');
        const kind = kindName.toLowerCase() as RootKind;
        const field = rootType(kind).getFields()[fieldName] as GraphQLField<unknown, unknown>;
        expect(field, `${coordinate} is not in the running schema`).toBeDefined();
        const query = fuzzOperation(schema, kind, field);
        const problems: string[] = [];
        for (const caller of callers) {
          const seed = seedOf(`${coordinate} ${caller.name}`);
          const samples = fc.sample(new ArgumentArbitraries(caller.ids, field.name).forArguments(field.args), {
            seed,
            numRuns: RUNS,
          });
          for (const [run, variables] of samples.entries()) {
            const who = coordinate in STAND_IN_FIELDS ? await standInFor(caller) : caller;
            const answer = await call(kind, query, variables, who);
            if (who !== caller && !answer.errors?.length) standIns.delete(caller.name); // it may have ended what it stood for
            tally.add(coordinate, answer);
            const problem = problemWith(answer, coordinate in CAPABILITY_FIELDS ? [] : who.foreign);
            if (problem) {
              problems.push(
                `${coordinate} as ${caller.name} (FUZZ_SEED=${SEED}, sample ${run} of seed ${seed}): ${problem}\n  ${query}\n  variables: ${describeVariables(variables)}`,
              );
              break;
            }
          }
        }
        expect(problems).toEqual([]);
      },
      Math.max(30_000, RUNS * 4_000),
    );
  }
});

/** A stand-in of the caller, kept until a call of it succeeds (making users is the slow part: a password hash each). */
async function standInFor(caller: FuzzCaller): Promise<FuzzCaller> {
  const standIn = standIns.get(caller.name) ?? (await freshStandIn(app, caller));
  standIns.set(caller.name, standIn);
  return standIn;
}

function call(
  kind: RootKind,
  query: string,
  variables: Record<string, unknown>,
  caller: FuzzCaller,
): Promise<FuzzAnswer> {
  return kind === 'subscription'
    ? callOverSocket(query, variables, caller)
    : callHttp(app, query, variables, caller.token);
}

/** One socket per caller, replaced when a call closed it. */
async function callOverSocket(
  query: string,
  variables: Record<string, unknown>,
  caller: FuzzCaller,
): Promise<FuzzAnswer> {
  const client = sockets.get(caller.token) ?? app.wsClient(caller.token);
  sockets.set(caller.token, client);
  const answer = await callSocket(client, query, variables);
  if (answer.closeCode !== undefined) {
    sockets.delete(caller.token);
    await client.dispose();
  }
  return answer;
}

function rootType(kind: RootKind) {
  const type =
    kind === 'query'
      ? schema.getQueryType()
      : kind === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!type) throw new Error(`no ${kind} type`);
  return type;
}

/** A seed of its own for each field and caller, derived from the run's: one field replays alone. */
function seedOf(key: string): number {
  let hash = SEED;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Every root field in schema.graphql's order, the mutations that remove things last. */
function rootFieldNames(): string[] {
  const text = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
  const names = (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) => {
    const body = text.match(new RegExp(`\\ntype ${type} \\{([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
    return [...body.replace(/"""[\s\S]*?"""/g, '').matchAll(/^ {2}(\w+)/gm)].map((match) => `${type}.${match[1]}`);
  });
  return [...names.filter((name) => !RUN_LAST.test(name)), ...names.filter((name) => RUN_LAST.test(name))];
}
