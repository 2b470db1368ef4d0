import { Arg, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { blockerAgeDays, type ScrumBlocker } from '@domain/daily-scrum.js';
import type { Row } from '../../database/entity-row.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { SHARED_RESULT } from '../../graphql/shared-subscriptions.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { CommentThread } from '../comment/comment.types.js';
import { reactionGroups } from '../reaction/reaction-groups.js';
import { ReactionGroup } from '../reaction/reaction.types.js';
import { checkTeam } from '../team/team.access.js';
import { UserProfile } from '../user/user-profile.type.js';
import { User } from '../user/user.entity.js';
import type { UserProfileRow } from '../user/user.read.js';
import { checkScrumById, checkScrumItem } from './daily-scrum.access.js';
import { DailyScrum, DailyScrumItem } from './daily-scrum.entity.js';
import { dailyScrumPolicy } from './daily-scrum.policy.js';
import {
  readScrum,
  scrumItemReadFacts,
  scrumReadFacts,
  type ScrumFacts,
  type ScrumItemFacts,
} from './daily-scrum.read.js';
import { readScrumDraft } from './daily-scrum-draft.read.js';
import {
  DailyScrumChange,
  ScrumBlockerType,
  ScrumDraft,
  ScrumItemInput,
  ScrumItemViewerCan,
  ScrumLineType,
  ScrumMember,
  ScrumOpenBlocker,
  ScrumViewerCan,
} from './daily-scrum.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** The daily scrum of a team (spec 3, issue 16): thin resolvers over DailyScrumService, every rule in daily-scrum.policy.ts. */
@Resolver(() => DailyScrum)
export class DailyScrumResolver {
  @BoundTokens({ teamId: 'team' })
  @Query(() => DailyScrum, { description: 'The team scrum of a date, found or created on demand (team members only).' })
  async dailyScrum(
    @Arg('teamId', () => UUIDScalar, { description: 'A team the viewer is a member of.' }) teamId: string,
    @Arg('date', () => LocalDateScalar, { description: 'The scrum day.' }) date: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<DailyScrum>> {
    await checkTeam(ctx, teamId, dailyScrumPolicy.read);
    return fresh(ctx, await ctx.services.dailyScrums.open(ctx.em, ctx.viewer.userId, teamId, date));
  }

  @BoundTokens({ teamId: 'team' })
  @Query(() => ScrumDraft, {
    description:
      'A new item of the viewer for the date, prefilled from their work: done the day before, planned on the day, blockers still open, the team default template.',
  })
  async dailyScrumDraft(
    @Arg('teamId', () => UUIDScalar, { description: 'The team whose default template fills the note.' }) teamId: string,
    @Arg('date', () => LocalDateScalar, {
      description: 'The scrum day: "done" comes from the day before, "today" from this day (viewer time zone).',
    })
    date: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ScrumDraft> {
    await checkTeam(ctx, teamId, dailyScrumPolicy.post);
    const viewer = await ctx.loaders.user.load(ctx.viewer.userId);
    const draft = await readScrumDraft(ctx.em, {
      viewerId: ctx.viewer.userId,
      teamId,
      date,
      timezone: viewer?.timezone ?? 'UTC',
    });
    return { ...draft, blockers: draft.blockers.map((blocker) => withAge(blocker, date)) };
  }

  @BoundTokens({ scrumId: 'dailyScrum' })
  @Mutation(() => DailyScrumItem, {
    description: 'Posts the viewer item in a scrum of their team (one per member and day).',
  })
  async postDailyScrumItem(
    @Arg('scrumId', () => UUIDScalar, {
      description:
        'The scrum of the day (from dailyScrum); CONFLICT SCRUM_ITEM_EXISTS when the viewer already posted in it.',
    })
    scrumId: string,
    @Arg('input', () => ScrumItemInput, { description: 'The sections and the note: at least one line or a note.' })
    input: ScrumItemInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<DailyScrumItem>> {
    const scrum = await ctx.em.findOne(DailyScrum, { id: scrumId });
    if (!scrum) throw errors.notFound('Daily scrum');
    await checkTeam(ctx, scrum.team.id, dailyScrumPolicy.post);
    const author = await ctx.em.findOneOrFail(User, { id: ctx.viewer.userId });
    const item = await ctx.services.dailyScrums.post(ctx.em, author, scrum, sections(input));
    return (await checkScrumItem(ctx, item.id)).item;
  }

  @BoundTokens({ id: 'dailyScrumItem' })
  @Mutation(() => DailyScrumItem, { description: 'Edits an item (its author).' })
  async updateDailyScrumItem(
    @Arg('id', () => UUIDScalar, { description: 'The item to edit.' }) id: string,
    @Arg('input', () => ScrumItemInput, {
      description: 'The whole item again: sections and note replace the old ones.',
    })
    input: ScrumItemInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<DailyScrumItem>> {
    await checkScrumItem(ctx, id, dailyScrumPolicy.editItem);
    const author = await ctx.em.findOneOrFail(User, { id: ctx.viewer.userId });
    await ctx.services.dailyScrums.update(
      ctx.em,
      author,
      await ctx.em.findOneOrFail(DailyScrumItem, { id }),
      sections(input),
    );
    return (await checkScrumItem(ctx, id)).item;
  }

  @BoundTokens({ id: 'dailyScrumItem' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Deletes an item (its author; soft).' })
  async deleteDailyScrumItem(
    @Arg('id', () => UUIDScalar, { description: 'The item to delete; its author may then post again that day.' })
    id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await checkScrumItem(ctx, id, dailyScrumPolicy.editItem);
    await ctx.services.dailyScrums.delete(ctx.em, await ctx.em.findOneOrFail(DailyScrumItem, { id }));
    return true;
  }

  @Extensions(SHARED_RESULT)
  @BoundTokens({ scrumId: 'dailyScrum' })
  @Subscription(() => DailyScrumChange, {
    description: 'An item, comment or reaction of the scrum changed: open views refetch.',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      await checkScrumById(ctx, args.scrumId as string);
      return ctx.services.bus.subscribe('daily_scrum.changed', args.scrumId as string);
    },
  })
  dailyScrumChanged(
    @Arg('scrumId', () => UUIDScalar, { description: 'The scrum to follow; the viewer must be a member of its team.' })
    _scrumId: string,
    @Root() event: DailyScrumChange,
  ): DailyScrumChange {
    return event;
  }

  @FieldResolver(() => UUIDScalar, { description: 'The team whose scrum it is.' })
  teamId(@Root() scrum: Row<DailyScrum>): string {
    return scrum.team.id;
  }

  @FieldResolver(() => [DailyScrumItem], { description: 'The items, first posted first.' })
  async items(@Root() scrum: Row<DailyScrum>, @SignedIn() ctx: SignedInContext): Promise<Row<DailyScrumItem>[]> {
    return (await scrumFacts(ctx, scrum)).items;
  }

  @FieldResolver(() => [ScrumMember], { description: 'The team members by name, and whether each has posted.' })
  async members(@Root() scrum: Row<DailyScrum>, @SignedIn() ctx: SignedInContext): Promise<ScrumMember[]> {
    const { members, items } = await scrumFacts(ctx, scrum);
    const posted = new Set(items.map((item) => item.user.id));
    return members.map((user) => ({ user, posted: posted.has(user.id) }));
  }

  @FieldResolver(() => Int, { description: 'How many have posted.' })
  async postedCount(@Root() scrum: Row<DailyScrum>, @SignedIn() ctx: SignedInContext): Promise<number> {
    return new Set((await scrumFacts(ctx, scrum)).items.map((item) => item.user.id)).size;
  }

  @FieldResolver(() => [ScrumOpenBlocker], { description: 'The blockers of the day, oldest first.' })
  async openBlockers(@Root() scrum: Row<DailyScrum>, @SignedIn() ctx: SignedInContext): Promise<ScrumOpenBlocker[]> {
    const { items } = await scrumFacts(ctx, scrum);
    return items
      .flatMap((item) =>
        item.blockers.map((blocker) => ({
          ...withAge(blocker, scrum.date),
          user: scrumItemReadFacts.of(item)!.author,
          itemId: item.id,
        })),
      )
      .sort((a, b) => b.ageDays - a.ageDays);
  }

  @FieldResolver(() => ScrumViewerCan, { description: 'What the viewer may do in this scrum.' })
  async viewerCan(@Root() scrum: Row<DailyScrum>, @SignedIn() ctx: SignedInContext): Promise<ScrumViewerCan> {
    const { viewer, items } = await scrumFacts(ctx, scrum);
    return {
      post: dailyScrumPolicy.post(viewer) && !items.some((item) => item.user.id === viewer.userId),
      manageTemplates: dailyScrumPolicy.manageTemplates(viewer),
    };
  }
}

/** Fields of an item (its author, sections with ages, reactions, thread, rights). */
@Resolver(() => DailyScrumItem)
export class DailyScrumItemResolver {
  @FieldResolver(() => UserProfile, { description: 'Who posted it.' })
  async user(@Root() item: Row<DailyScrumItem>, @SignedIn() ctx: SignedInContext): Promise<UserProfileRow> {
    return (await itemFacts(ctx, item)).author;
  }

  @FieldResolver(() => [ScrumLineType], { description: 'What the author finished (their "yesterday" section).' })
  done(@Root() item: Row<DailyScrumItem>): ScrumLineType[] {
    return item.done;
  }

  @FieldResolver(() => [ScrumLineType], { description: 'What the author plans to do on the scrum day.' })
  today(@Root() item: Row<DailyScrumItem>): ScrumLineType[] {
    return item.today;
  }

  @FieldResolver(() => [ScrumBlockerType], {
    description: 'What blocks the author, each with its age on the scrum day.',
  })
  async blockers(@Root() item: Row<DailyScrumItem>, @SignedIn() ctx: SignedInContext): Promise<ScrumBlockerType[]> {
    const { scrumDate } = await itemFacts(ctx, item);
    return item.blockers.map((blocker) => withAge(blocker, scrumDate));
  }

  @FieldResolver(() => Boolean, { description: 'Edited after it was posted.' })
  edited(@Root() item: Row<DailyScrumItem>): boolean {
    return item.updateDate.getTime() !== item.registerDate.getTime();
  }

  @FieldResolver(() => [ReactionGroup], { description: 'Emoji reactions of team members.' })
  async reactions(@Root() item: Row<DailyScrumItem>, @SignedIn() ctx: SignedInContext): Promise<ReactionGroup[]> {
    return reactionGroups((await itemFacts(ctx, item)).reactions, ctx.viewer.userId);
  }

  @FieldResolver(() => CommentThread, {
    description: 'Its comment thread: top-level comments newest first, replies oldest first.',
  })
  async comments(@Root() item: Row<DailyScrumItem>, @SignedIn() ctx: SignedInContext): Promise<CommentThread> {
    return (await itemFacts(ctx, item)).comments;
  }

  @FieldResolver(() => ScrumItemViewerCan, { description: 'What the viewer may do with this item.' })
  async viewerCan(@Root() item: Row<DailyScrumItem>, @SignedIn() ctx: SignedInContext): Promise<ScrumItemViewerCan> {
    const { viewer } = await itemFacts(ctx, item);
    const mine = dailyScrumPolicy.editItem(viewer, { authorId: item.user.id });
    return {
      edit: mine,
      delete: mine,
      comment: dailyScrumPolicy.comment(viewer),
      react: dailyScrumPolicy.react(viewer),
    };
  }
}

const sections = (input: ScrumItemInput) => ({
  done: input.done.map((line) => ({ text: line.text, todoId: line.todoId ?? null })),
  today: input.today.map((line) => ({ text: line.text, todoId: line.todoId ?? null })),
  blockers: input.blockers.map((line) => ({ text: line.text, todoId: line.todoId ?? null, since: line.since ?? '' })),
  note: input.note,
});

const withAge = (blocker: ScrumBlocker, date: string): ScrumBlockerType => ({
  ...blocker,
  todoId: blocker.todoId ?? null,
  ageDays: blockerAgeDays(blocker.since, date),
});

async function fresh(ctx: SignedInContext, scrumId: string): Promise<Row<DailyScrum>> {
  const scrum = await readScrum(ctx.em, ctx.viewer.userId, scrumId);
  if (!scrum) throw errors.notFound('Daily scrum');
  return scrum;
}

async function scrumFacts(ctx: SignedInContext, scrum: Row<DailyScrum>): Promise<ScrumFacts> {
  return scrumReadFacts.of(scrum) ?? scrumReadFacts.of(await fresh(ctx, scrum.id))!;
}

async function itemFacts(ctx: SignedInContext, item: Row<DailyScrumItem>): Promise<ScrumItemFacts> {
  return scrumItemReadFacts.of(item) ?? scrumItemReadFacts.of((await checkScrumItem(ctx, item.id)).item)!;
}
