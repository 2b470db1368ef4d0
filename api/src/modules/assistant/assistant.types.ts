import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { AssistantMessage, AssistantSession } from './assistant.entity.js';

@ObjectType({ description: 'A page of the viewer conversations with the assistant, newest first.' })
export class AssistantSessionPage {
  @Field(() => [AssistantSession], { description: 'This page of conversations, last spoken in first.' })
  items!: AssistantSession[];

  @Field(() => Int, { description: 'How many conversations the viewer has in all.' })
  total!: number;
}

@ObjectType({ description: 'A tool the assistant ran for an answer, with its input and result (the card).' })
export class AssistantToolUse {
  @Field({ description: 'Identifies this run within the message (the toolId of a TOOL part).' })
  id!: string;

  @Field({ description: 'The tool (get_todos, create_todo, get_chart, read_note, ...), as the MCP server lists it.' })
  name!: string;

  @Field(() => GraphQLJSON, { description: 'The arguments it was called with (JSON, as the tool input schema).' })
  input!: unknown;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'What the tool answered (JSON, as its output schema); null on an error.',
  })
  result?: unknown;

  @Field(() => String, {
    nullable: true,
    description:
      'Why the tool failed: a reason of the error catalogue (extensions.reason of the operation it ran), its error code when it had no reason, or TOOL_FAILED / MODEL_BAD_TOOL_CALL; null when it succeeded. Answers kept before reasons were may hold an English sentence.',
  })
  error?: string | null;
}

export enum AssistantPartKind {
  TEXT = 'TEXT',
  TOOL = 'TOOL',
  FAILURE = 'FAILURE',
}

registerEnumType(AssistantPartKind, {
  name: 'AssistantPartKind',
  description: 'What a piece of an answer is: a run of text or a tool with its card.',
  valuesConfig: {
    TEXT: { description: 'A run of markdown text (text is set).' },
    TOOL: { description: 'A tool the answer ran (toolId names one of the message tools).' },
    FAILURE: { description: 'The answer stopped because something failed (reason says why); always its last piece.' },
  },
});

@ObjectType({
  description: 'A piece of an answer, in the order it streamed: a run of text (markdown), or one of the answer tools.',
})
export class AssistantMessagePart {
  @Field(() => AssistantPartKind, {
    description: 'TEXT (text is set), TOOL (toolId is set) or FAILURE (reason is set).',
  })
  kind!: AssistantPartKind;

  @Field(() => String, { nullable: true, description: 'The text of a TEXT piece.' })
  text!: string | null;

  @Field(() => String, { nullable: true, description: 'The id of the tool of a TOOL piece, among the answer tools.' })
  toolId!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why a FAILURE piece stopped the answer: MODEL_UNREACHABLE, MODEL_KEY_REFUSED, MODEL_RATE_LIMITED, MODEL_NOT_FOUND, MODEL_TIMEOUT (no word within the first-token time), MODEL_DEADLINE, MODEL_BAD_TOOL_CALL, MODEL_ROUND_LIMIT, MODEL_FAILED, TOOL_FAILED or INTERNAL_SERVER_ERROR.',
  })
  reason!: string | null;
}

@ObjectType({ description: 'A span of days, both ends included.' })
export class AssistantDateRange {
  @Field({ description: 'The first day, YYYY-MM-DD.' })
  start!: string;

  @Field({ description: 'The last day, YYYY-MM-DD.' })
  end!: string;
}

@ObjectType({
  description: 'What a request to the assistant carried beside its text (spec 3 section 7), as the socket received it.',
})
export class AssistantRequestMetadata {
  @Field(() => String, {
    nullable: true,
    description: 'The request_id the client gave the request; its answer events carried it.',
  })
  requestId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The IANA time zone the request was read in (its today, its dates).',
  })
  timezone!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The language the answer was written in: ko-KR, en-US or vi-VN.',
  })
  language!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The feature picked for the request (get-todo, create-todo, create-report, search-note, ...); null when the engine read it from the text.',
  })
  feature!: string | null;

  @Field(() => String, { nullable: true, description: 'The day chosen in the report panel, YYYY-MM-DD.' })
  selectedDate!: string | null;

  @Field(() => AssistantDateRange, {
    nullable: true,
    description: 'The days chosen in the report panel for a weekly report.',
  })
  selectedDateRange!: AssistantDateRange | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'The workspace chosen in the report panel.' })
  selectedWorkspaceId!: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'The note the chat was scoped to (asked from the note page).',
  })
  noteId!: string | null;
}

export { AssistantMessage };
