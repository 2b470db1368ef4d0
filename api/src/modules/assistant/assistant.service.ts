import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { ZodError } from 'zod';
import type { AssistantFailure } from '@domain/assistant-failures.js';
import type { ChatRequest, ServerEvent } from '@domain/assistant-protocol.js';
import type { ChatToolName, ToolOutput } from '@domain/assistant-tools.js';
import { isSupportedLocale, type SupportedLocale } from '@domain/locale.js';
import type { Logger } from '../../logger.js';
import { User } from '../user/user.entity.js';
import { AssistantMessage, AssistantSession, type AnswerPart } from './assistant.entity.js';
import { ModelFailure } from './model/model-call.js';
import { ModelEngine, type ModelSettings } from './model/model-engine.js';
import { offlineTurn, type Pending } from './offline/offline-engine.js';
import { requestMetadata } from './request-metadata.js';
import { CHAT_TOOLS } from './tools/index.js';
import { AssistantMembersDocument, AssistantWorkspacesDocument } from './tools/operations.js';
import { ToolError, type GraphQLRunner } from './tools/tool.js';

export interface ChatTurnContext {
  em: EntityManager;
  userId: string;
  sessionId: string;
  run: GraphQLRunner;
  /** Sends an event of the answer (errors are reasons, which the client words). */
  emit: (event: ServerEvent) => void;
}

const QUERY_MAX = 2000;
/** Questions waiting for an answer are kept for this many conversations at most, the oldest dropped first. */
const PENDING_MAX = 1000;
/** The earlier messages a model sees of the conversation. */
const HISTORY_FOR_MODEL = 10;

/**
 * The assistant's conversations (issue 17): each request is answered by the engine, whose tools run
 * as the user through GraphQL; both sides are kept per session for the history panel. A question
 * the engine asked back waits, per session, for the next message.
 */
export class AssistantService {
  private readonly pending = new Map<string, Pending>();
  private readonly model: ModelEngine | null;

  constructor(
    private readonly logger: Logger,
    model: ModelSettings | null,
  ) {
    this.model = model ? new ModelEngine(model) : null;
  }

  /** Answers a request the socket has read (`readChatRequest`: only the protocol's fields). */
  async turn(ctx: ChatTurnContext, request: ChatRequest): Promise<void> {
    const { emit } = ctx;
    const requestId = request.request_id;
    const text = request.query.trim().slice(0, QUERY_MAX);
    if (!text) return emit({ type: 'error', request_id: requestId, error: 'EMPTY_QUERY' });
    const user = await ctx.em.findOneOrFail(User, { id: ctx.userId });
    const locale: SupportedLocale = isSupportedLocale(request.language) ? request.language : user.language;
    const timezone = validZone(request.timezone) ?? user.timezone;
    const session = await this.session(ctx.em, ctx.sessionId, user, text);
    if (!session) return emit({ type: 'error', request_id: requestId, error: 'SESSION_NOT_FOUND' });
    const history = this.model ? await this.history(ctx.em, session) : [];
    const data = request.data ?? {};
    const metadata = requestMetadata(requestId, timezone, locale, data);
    ctx.em.create(AssistantMessage, { session, isUser: true, content: text, metadata });

    const answer: string[] = [];
    const tools: AssistantMessage['tools'] = [];
    // The answer's text and tools in the order they stream, for the history to show them so again.
    const parts: AnswerPart[] = [];
    const say = (chunk: string) => {
      answer.push(chunk);
      const last = parts.at(-1);
      if (last?.type === 'text') last.text += chunk;
      else parts.push({ type: 'text', text: chunk });
      emit({ type: 'content', request_id: requestId, content: [{ type: 'text', text: chunk }] });
    };
    // The engines call tools by name: the offline engine with the domain's inputs, a model with whatever it sent (the tool's schema reads it).
    const call = async <Name extends ChatToolName>(
      name: Name,
      input: Record<string, unknown>,
    ): Promise<ToolOutput<Name>> => {
      const id = `tool_${randomUUID().slice(0, 8)}`;
      emit({ type: 'content', request_id: requestId, content: [{ type: 'tool_use', id, name, input }] });
      const record: AssistantMessage['tools'][number] = { id, name, input };
      tools.push(record);
      parts.push({ type: 'tool', toolId: id });
      try {
        const tool = CHAT_TOOLS[name];
        const result = await tool.handler(tool.input.parse(input), {
          run: ctx.run,
          timezone,
          today: todayIn(timezone),
        });
        record.result = result;
        emit({ type: 'tool_result', request_id: requestId, tool_use_id: id, name, result });
        return result;
      } catch (error) {
        record.error = stepFailure(error);
        emit({ type: 'tool_result', request_id: requestId, tool_use_id: id, name, error: record.error });
        throw error;
      }
    };
    const directory = {
      workspaces: async () => (await ctx.run(AssistantWorkspacesDocument)).myWorkspaces,
      colleagues: () => colleagueNames(ctx.run, ctx.userId),
    };

    let failure: AssistantFailure | null = null;
    try {
      // On the note page the note is read first, as the user: one they may not read refuses the request.
      const note = metadata.noteId ? await call('read_note', { noteId: metadata.noteId }) : null;
      const turn = { text, locale, today: todayIn(timezone), data, note };
      if (this.model) await this.model.turn({ ...turn, timezone, history }, call, say);
      else {
        const next = await offlineTurn(turn, this.pending.get(ctx.sessionId) ?? null, call, directory, say);
        this.pending.delete(ctx.sessionId);
        if (next) this.pending.set(ctx.sessionId, next);
        if (this.pending.size > PENDING_MAX) this.pending.delete(this.pending.keys().next().value!);
      }
    } catch (error) {
      this.pending.delete(ctx.sessionId);
      const reason = turnFailure(error);
      if (reason === 'INTERNAL_SERVER_ERROR') this.logger.error({ err: error }, 'assistant turn failed');
      else if (error instanceof ModelFailure)
        this.logger.warn({ err: error.cause ?? error, reason }, 'the model could not answer');
      parts.push({ type: 'failure', reason });
      failure = reason;
    }
    const reply = ctx.em.create(AssistantMessage, {
      session,
      isUser: false,
      content: answer.join(''),
      tools,
      parts,
      metadata,
    });
    Object.assign(session, { preview: cut(reply.content, 200), updateDate: new Date() });
    await ctx.em.flush();
    // Once the answer is kept: a client may send its next request as soon as it hears of the failure.
    if (failure) emit({ type: 'error', request_id: requestId, error: failure });
    emit({ type: 'end', request_id: requestId, done: true, register_id: reply.id });
  }

  private async history(em: EntityManager, session: AssistantSession): Promise<{ isUser: boolean; content: string }[]> {
    const recent = await em.find(
      AssistantMessage,
      { session },
      { orderBy: { registerDate: 'desc', isUser: 'asc' }, limit: HISTORY_FOR_MODEL, fields: ['isUser', 'content'] },
    );
    return recent.reverse().map(({ isUser, content }) => ({ isUser, content }));
  }

  /** Forgets a question the engine asked (the back button clears the conversation). */
  clear(sessionId: string): void {
    this.pending.delete(sessionId);
  }

  /** The user's session of this id, created on its first message; null for another user's (or a deleted one). */
  private async session(
    em: EntityManager,
    id: string,
    user: User,
    firstText: string,
  ): Promise<AssistantSession | null> {
    const existing = await em.findOne(AssistantSession, { id });
    if (existing) return existing.user.id === user.id && existing.enable ? existing : null;
    return em.create(AssistantSession, { id, user, title: cut(firstText, 100) });
  }
}

/** Why a tool step failed, for its line: the operation's reason, or what kind of failure it was. */
function stepFailure(error: unknown): string {
  if (error instanceof ToolError) return error.reason ?? 'TOOL_FAILED';
  // Only a model sends a tool input its schema refuses (the model is told, and may try again).
  return error instanceof ZodError ? 'MODEL_BAD_TOOL_CALL' : 'TOOL_FAILED';
}

/** Why the answer stopped: the model's failure, a failed step (its line says why), or something unforeseen. */
function turnFailure(error: unknown): AssistantFailure {
  if (error instanceof ModelFailure) return error.reason;
  return error instanceof ToolError || error instanceof ZodError ? 'TOOL_FAILED' : 'INTERNAL_SERVER_ERROR';
}

/** The names of the members of the user's workspaces, the user aside, read as the user. */
async function colleagueNames(run: GraphQLRunner, userId: string): Promise<string[]> {
  const { myWorkspaces } = await run(AssistantMembersDocument);
  return [
    ...new Set(
      myWorkspaces.flatMap((workspace) =>
        workspace.members.filter(({ user }) => user.id !== userId).map(({ user }) => user.name),
      ),
    ),
  ];
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const todayIn = (timezone: string) => DateTime.now().setZone(timezone).toISODate()!;
const validZone = (zone: unknown) => (typeof zone === 'string' && DateTime.now().setZone(zone).isValid ? zone : null);
