import { readFileSync } from 'node:fs';
import { buildSchema, Kind, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatToolName, ToolInput } from '@domain/assistant-tools.js';
import { ASSISTANT_TOOLS } from './index.js';
import * as operations from './operations.js';
import { timeBlocks } from './todo-tools.js';
import { defineTool, type GraphQLRunner } from './tool.js';

const schema = buildSchema(readFileSync(new URL('../../../../../schema.graphql', import.meta.url), 'utf8'));

describe('the assistant tools', () => {
  it('run only generated operations, each of which the schema accepts', async () => {
    const sentBy = new Map<string, DocumentNode[]>();
    const samples: { [Name in ChatToolName]: ToolInput<Name> } = {
      search_notes: { query: 'beta' },
      read_note: { noteId: '00000000-0000-4000-8000-000000000000' },
      get_todos: {},
      get_public_todos: { userId: '00000000-0000-4000-8000-000000000000' },
      get_todos_range: { startDate: '2026-11-15', endDate: '2026-11-21' },
      find_user_id: { name: 'Kim' },
      create_todo: { title: 'Call', startTime: '09:00' },
      create_daily_report: { workspaceId: '00000000-0000-4000-8000-000000000000', date: '2026-11-24' },
      create_weekly_report: {
        workspaceId: '00000000-0000-4000-8000-000000000000',
        startDate: '2026-11-18',
        endDate: '2026-11-24',
      },
      get_chart: { kind: 'time_by_category' },
    };
    for (const tool of ASSISTANT_TOOLS) {
      const sent: DocumentNode[] = [];
      const run: GraphQLRunner = async (document, ..._variables) => {
        sent.push(document);
        throw new Error('stop');
      };
      await tool
        .handler(tool.input.parse(samples[tool.name]), { run, timezone: 'Asia/Seoul', today: '2026-11-24' })
        .catch(() => undefined);
      sentBy.set(tool.name, sent);
    }
    const generated = new Set(Object.values(operations));
    for (const [name, sent] of sentBy) {
      expect(sent.length, name).toBeGreaterThan(0);
      for (const document of sent) expect(generated.has(document), name).toBe(true);
    }
    // Generated from schema.graphql when codegen last ran: still valid against it now (fragments are checked inside the operations that spread them).
    const operationsOnly = [...generated].filter((document) =>
      document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
    );
    for (const document of operationsOnly) expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it('are refused by the type check when their schemas differ from the domain types', () => {
    const notes = z.array(
      z.object({ noteId: z.string(), title: z.string(), authorName: z.string(), registerDate: z.string() }),
    );
    const input = z.object({ query: z.string() });
    const handler = async ({ query }: { query: string }) => ({ query, total: 0, cut: false, notes: [] });
    const matching = defineTool({
      name: 'search_notes',
      description: 'Test',
      input,
      output: z.object({ query: z.string(), total: z.number(), cut: z.boolean(), notes }),
      handler,
    });
    // @ts-expect-error: the output schema says nothing of `cut`, which the domain's result has.
    const missing = defineTool({
      name: 'search_notes',
      description: 'Test',
      input,
      output: z.object({ query: z.string(), total: z.number(), notes }),
      handler,
    });
    // @ts-expect-error: the input schema takes a field the domain's input does not have.
    const extra = defineTool({
      name: 'search_notes',
      description: 'Test',
      input: input.extend({ limit: z.number() }),
      output: matching.output,
      handler,
    });
    expect([matching, missing, extra].map((tool) => tool.name)).toEqual([
      'search_notes',
      'search_notes',
      'search_notes',
    ]);
  });

  it('have unique names and a description each', () => {
    expect(new Set(ASSISTANT_TOOLS.map((tool) => tool.name)).size).toBe(ASSISTANT_TOOLS.length);
    for (const tool of ASSISTANT_TOOLS) expect(tool.description.length).toBeGreaterThan(20);
  });

  it('turn a time range into quarter-hour slots, an hour when no end is given', () => {
    expect(timeBlocks('09:00', '10:00')).toEqual([36, 37, 38, 39]);
    expect(timeBlocks('15:30')).toEqual([62, 63, 64, 65]);
    expect(timeBlocks('23:30', '24:00')).toEqual([94, 95]);
    expect(() => timeBlocks('10:00', '09:00')).toThrow();
  });
});
