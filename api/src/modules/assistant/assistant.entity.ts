import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { AssistantFailure } from '@domain/assistant-failures.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { User } from '../user/user.entity.js';

/** A conversation with the assistant (spec 3 section 3): the history panel lists them, newest first. */
@ObjectType({ description: 'A conversation with the assistant.' })
@Entity({ tableName: 'assistant_session' })
@Index({ name: 'assistant_session_user_index', properties: ['user', 'updateDate'] })
export class AssistantSession {
  [OptionalProps]?: 'title' | 'preview' | 'registerDate' | 'updateDate' | 'enable';

  /** Chosen by the client (the socket's path). */
  @Field(() => UUIDScalar, {
    description:
      'Identifies the conversation (chosen by the client: the socket path /api/mcp-ws/{id}); for assistantMessages and deleteAssistantSession.',
  })
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User)
  user!: User;

  @Field({ description: 'The first request, cut.' })
  @Property({ length: 100 })
  title: string = '';

  @Field({ description: 'The last answer, cut.' })
  @Property({ length: 200 })
  preview: string = '';

  @Field({ description: 'When the conversation began (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it was last spoken in.' })
  @Property()
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

/** A piece of an answer in the order it streamed: a run of text, a tool (by its id in `tools`), or why the answer stopped. */
export type AnswerPart =
  { type: 'text'; text: string } | { type: 'tool'; toolId: string } | { type: 'failure'; reason: AssistantFailure };

/** What a request carried beside its text, as the socket received it (spec 3 section 7), kept with both sides of the exchange. */
export interface RequestMetadata {
  requestId?: string;
  timezone?: string;
  language?: string;
  feature?: string | null;
  selectedDate?: string | null;
  selectedDateRange?: { start: string; end: string } | null;
  selectedWorkspace?: string | null;
  noteId?: string | null;
}

/** One message of a conversation: the user's request or the assistant's answer with the tools it ran. */
@ObjectType({ description: 'A message of a conversation with the assistant.' })
@Entity({ tableName: 'assistant_message' })
@Index({ name: 'assistant_message_session_index', properties: ['session', 'registerDate'] })
export class AssistantMessage {
  [OptionalProps]?: 'tools' | 'parts' | 'metadata' | 'registerDate';

  @Field(() => UUIDScalar, { description: 'Identifies the message within the history.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => AssistantSession)
  session!: AssistantSession;

  @Field({ description: "True for the person's request, false for the assistant's answer." })
  @Property()
  isUser!: boolean;

  @Field({ description: 'The text: the request as typed, or the answer as markdown.' })
  @Property({ type: 'text' })
  content!: string;

  /** The tools an answer ran: name, input and result, for the cards; `error` is a reason (the catalogue's, or an AssistantFailure), never prose. */
  @Property({ type: 'json' })
  tools: { id: string; name: string; input: unknown; result?: unknown; error?: string }[] = [];

  /** An answer's text and tools in the order they streamed; null for a request, and for answers kept before the order was. */
  @Property({ type: 'json', nullable: true })
  parts?: AnswerPart[] | null = null;

  /** What the request carried beside its text (request id, time zone, language, the feature and the panel's choices, the note). */
  @Property({ type: 'json', nullable: true })
  metadata?: RequestMetadata | null = null;

  @Field({ description: 'When it was said.' })
  @Property()
  registerDate: Date = new Date();
}
