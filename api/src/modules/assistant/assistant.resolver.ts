import { Arg, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { errors } from '../../graphql/errors.js';
import { checkPage } from '../../graphql/paging.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { AssistantMessage, AssistantSession, type AnswerPart } from './assistant.entity.js';
import {
  AssistantMessagePart,
  AssistantPartKind,
  AssistantRequestMetadata,
  AssistantSessionPage,
  AssistantToolUse,
} from './assistant.types.js';
import { metadataFields } from './request-metadata.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const SESSION_PAGE_MAX = 50;

/** The assistant's history panel: the viewer's own conversations and their messages. */
@Resolver(() => AssistantMessage)
export class AssistantResolver {
  @BoundTokens('all-workspaces')
  @Query(() => AssistantSessionPage, {
    description: 'The viewer conversations with the assistant, last spoken in first.',
  })
  async assistantSessions(
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Conversations to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Conversations per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<AssistantSessionPage> {
    checkPage(offset, size, SESSION_PAGE_MAX);
    const [items, total] = await ctx.em.findAndCount(
      AssistantSession,
      { user: ctx.viewer.userId, enable: true },
      { orderBy: { updateDate: 'desc', id: 'asc' }, offset, limit: size },
    );
    return { items, total };
  }

  @BoundTokens('all-workspaces')
  @Query(() => [AssistantMessage], {
    description: 'The messages of one of the viewer conversations, oldest first. NOT_FOUND for another person.',
  })
  async assistantMessages(
    @Arg('sessionId', () => UUIDScalar, { description: 'One of the viewer conversations.' }) sessionId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<AssistantMessage[]> {
    const session = await ownSession(ctx, sessionId);
    return ctx.em.find(AssistantMessage, { session }, { orderBy: { registerDate: 'asc', isUser: 'desc', id: 'asc' } });
  }

  @BoundTokens('all-workspaces')
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Deletes one of the viewer conversations from the history.' })
  async deleteAssistantSession(
    @Arg('id', () => UUIDScalar, { description: 'One of the viewer conversations.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const session = await ownSession(ctx, id);
    session.enable = false;
    await ctx.em.flush();
    ctx.services.assistant.clear(id);
    return true;
  }

  @FieldResolver(() => [AssistantToolUse], { description: 'The tools an answer ran, for its cards.' })
  tools(@Root() message: AssistantMessage): AssistantToolUse[] {
    return message.tools.map((tool) => ({ ...tool, error: tool.error ?? null }));
  }

  @FieldResolver(() => [AssistantMessagePart], {
    nullable: true,
    description:
      'An answer text and tools in the order they streamed (text, tool, text...); null for a request, and for answers kept before the order was (their tools came first).',
  })
  parts(@Root() message: AssistantMessage): AssistantMessagePart[] | null {
    return message.parts?.map(partFields) ?? null;
  }

  @FieldResolver(() => AssistantRequestMetadata, {
    nullable: true,
    description:
      'What the request of this exchange carried beside its text: its id, time zone, language and the data it was sent with.',
  })
  request(@Root() message: AssistantMessage): AssistantRequestMetadata | null {
    return metadataFields(message.metadata);
  }
}

function partFields(part: AnswerPart): AssistantMessagePart {
  const none = { text: null, toolId: null, reason: null };
  if (part.type === 'text') return { ...none, kind: AssistantPartKind.TEXT, text: part.text };
  if (part.type === 'tool') return { ...none, kind: AssistantPartKind.TOOL, toolId: part.toolId };
  return { ...none, kind: AssistantPartKind.FAILURE, reason: part.reason };
}

async function ownSession(ctx: SignedInContext, id: string): Promise<AssistantSession> {
  const session = await ctx.em.findOne(AssistantSession, { id, user: ctx.viewer.userId, enable: true });
  if (!session) throw errors.notFound('Assistant session');
  return session;
}
