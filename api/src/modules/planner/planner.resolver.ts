import { Arg, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SHARED_RESULT } from '../../graphql/shared-subscriptions.js';
import type { Row } from '../../database/entity-row.js';
import { errors } from '../../graphql/errors.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { authorizeTodo, checkedTodo, mayOnTodo } from '../todo/todo.access.js';
import { readTodoOfPlanner } from '../todo/todo.read.js';
import { Todo } from '../todo/todo.entity.js';
import { UserProfile } from '../user/user-profile.type.js';
import { authorizeUser } from '../user/user.access.js';
import { User } from '../user/user.entity.js';
import { Planner } from './planner.entity.js';
import { plannerReadFacts, readPlannerDay } from './planner-day.read.js';
import { readUpcomingPlanners } from './planner-upcoming.read.js';
import { plannerPolicy } from './planner.policy.js';
import { PlannerChange, PlannerDateCount, PlannerPage } from './planner.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const MAX_RANGE_DAYS = 62;

/** Planners (spec 1): a user's own planner, or a colleague's of one workspace (private to-dos masked). */
@Resolver(() => Planner)
export class PlannerResolver {
  @BoundTokens('all-workspaces')
  @Query(() => [Planner], {
    description:
      'The planners of a date: the viewer, or a colleague of one workspace; to-dos out of reach, and those of goals the viewer hid or outside the active statuses, are left out.',
  })
  async plannerDay(
    @Arg('date', () => LocalDateScalar, { description: 'The day (a calendar day in the planner owner time zone).' })
    date: string,
    @Arg('userId', () => UUIDScalar, {
      nullable: true,
      description: 'A colleague sharing a workspace with the viewer; omit for the viewer own planner.',
    })
    userId: string | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Planner>[]> {
    const ownerId = await plannerOwner(ctx, userId);
    const day = await readPlannerDay(ctx.reads, ctx.viewer, ownerId, date);
    const readable = await Promise.all(day.map(({ todo }) => mayOnTodo(ctx, todo, plannerPolicy.seePlan)));
    return day.filter((_, i) => readable[i]).map(({ planner }) => planner);
  }

  @BoundTokens('all-workspaces')
  @Query(() => PlannerPage, {
    description:
      'The viewer planners from tomorrow (viewer time zone) of unfinished to-dos, by date then slots, 10 a page; to-dos of goals the viewer hid or outside the active statuses are left out.',
  })
  upcomingPlanners(
    @Arg('page', () => Int, { defaultValue: 0, description: 'The page number, from 0.' }) page: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<PlannerPage> {
    if (page < 0) throw errors.badInput('page', 'INVALID_PAGE', 'The page starts at 0.');
    return readUpcomingPlanners(ctx.reads, ctx.viewer.userId, page);
  }

  @BoundTokens('all-workspaces')
  @Query(() => [PlannerDateCount], {
    description:
      'Dates with planned to-dos in a range of at most 62 days (the calendar marks), counted as plannerDay lists them by goal.',
  })
  async plannerDates(
    @Arg('from', () => LocalDateScalar, { description: 'First day of the range.' }) from: string,
    @Arg('to', () => LocalDateScalar, { description: 'Last day of the range, included (at most 62 days after from).' })
    to: string,
    @Arg('userId', () => UUIDScalar, {
      nullable: true,
      description: 'A colleague sharing a workspace with the viewer; omit for the viewer.',
    })
    userId: string | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<PlannerDateCount[]> {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (!(days >= 0 && days <= MAX_RANGE_DAYS))
      throw errors.badInput('to', 'INVALID_RANGE', `The range goes up to ${MAX_RANGE_DAYS} days.`);
    return ctx.services.planners.dates(ctx.em, ctx.viewer.userId, await plannerOwner(ctx, userId), from, to);
  }

  @BoundTokens({ todoId: 'todo' })
  @Mutation(() => Planner, {
    description: 'Plans a to-do on a date (or changes its slots there). CONFLICT TIME_OCCUPIED on a taken slot.',
  })
  async planTodo(
    @Arg('todoId', () => UUIDScalar, {
      description: 'A to-do the viewer may edit: their own, or a colleague public one they may read.',
    })
    todoId: string,
    @Arg('date', () => LocalDateScalar, { description: 'The day to plan it on.' }) date: string,
    @Arg('blocks', () => [Int], {
      description:
        'Quarter-hour slots of that day, 0 (00:00-00:15) to 95 (23:45-24:00); empty plans it on the day without a time.',
    })
    blocks: number[],
    @SignedIn() ctx: SignedInContext,
  ): Promise<Planner> {
    const { todo } = await authorizeTodo(ctx, todoId, plannerPolicy.edit);
    const planner = await ctx.services.planners.plan(ctx.em, ctx.viewer.userId, todo, date, blocks);
    ctx.loaders.todoPlanners.clear(todo.id);
    return planner;
  }

  @BoundTokens({ id: 'planner' })
  @Mutation(() => Planner, {
    description:
      'Moves or resizes a planner: new slots, optionally another date. CONFLICT TIME_OCCUPIED on a taken slot.',
  })
  async updatePlanner(
    @Arg('id', () => UUIDScalar, { description: 'The planner to change.' }) id: string,
    @Arg('blocks', () => [Int], { description: 'The new slots, 0 to 95; empty keeps it on the day without a time.' })
    blocks: number[],
    @Arg('date', () => LocalDateScalar, {
      nullable: true,
      description: 'Another day to move it to; null keeps its date.',
    })
    date: string | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Planner> {
    const { planner, todo } = await authorizePlanner(ctx, id);
    const updated = await ctx.services.planners.update(ctx.em, ctx.viewer.userId, planner, todo, blocks, date);
    ctx.loaders.todoPlanners.clear(todo.id);
    return updated;
  }

  @BoundTokens({ id: 'planner' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Removes one date plan; a to-do left without plans returns to the inbox.' })
  async removePlanner(
    @Arg('id', () => UUIDScalar, { description: 'The planner to remove.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { planner, todo } = await authorizePlanner(ctx, id);
    await ctx.services.planners.remove(ctx.em, ctx.viewer.userId, planner, todo);
    return true;
  }

  @Extensions(SHARED_RESULT)
  @BoundTokens('all-workspaces')
  @Subscription(() => PlannerChange, {
    description: 'Changes of a planner (the viewer, or a colleague of one workspace): views refetch.',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      const ownerId = await plannerOwner(ctx, args.userId ?? null);
      return ctx.services.bus.subscribe('planner.changed', ownerId);
    },
  })
  plannerChanged(
    @Arg('userId', () => UUIDScalar, {
      nullable: true,
      description: 'A colleague sharing a workspace with the viewer; omit for the viewer own planner.',
    })
    _userId: string | null,
    @Root() event: PlannerChange,
  ): PlannerChange {
    return event;
  }

  @FieldResolver(() => Todo, { description: 'The planned to-do (masked when private to the viewer).' })
  todo(@Root() planner: Row<Planner>, @Ctx() ctx: Context): Row<Todo> | Promise<Row<Todo>> {
    return plannerReadFacts.of(planner)?.todo ?? ctx.loaders.todo.load(planner.todo.id).then((todo) => todo!);
  }

  @FieldResolver(() => UserProfile, { description: 'Whose planner it is.' })
  async user(@Root() planner: Row<Planner>, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(planner.user.id))!;
  }
}

/** The viewer, or someone within their reach: a colleague of one of the viewer's workspaces (NOT_FOUND otherwise). */
async function plannerOwner(ctx: SignedInContext, userId: string | null): Promise<string> {
  const ownerId = userId || ctx.viewer.userId;
  await authorizeUser(ctx, ownerId);
  return ownerId;
}

/**
 * A planner to change and its to-do, checked: the entity and the to-do's facts for the viewer are
 * read at once (one round trip where three followed each other: the planner change's subscribers
 * hear of it that much sooner, issue 12). The to-do is not changed, so its row is enough.
 */
async function authorizePlanner(ctx: SignedInContext, id: string): Promise<{ planner: Planner; todo: Row<Todo> }> {
  const [planner, todo] = await Promise.all([
    ctx.em.findOne(Planner, { id, enable: true }),
    readTodoOfPlanner(ctx.em, ctx.viewer.userId, id),
  ]);
  if (!planner) throw errors.notFound('Planner');
  return { planner, todo: await checkedTodo(ctx, todo, plannerPolicy.edit) };
}
