import {
  Arg,
  Ctx,
  Extensions,
  FieldResolver,
  Float,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { slotsToHours } from '@domain/planner-slots.js';
import { todoStatus, type TodoStatus } from '@domain/todo-status.js';
import type { Context } from '../../graphql/context.js';
import { SHARED_RESULT } from '../../graphql/shared-subscriptions.js';
import { errors } from '../../graphql/errors.js';
import { pairKey } from '../../database/batch.js';
import type { Row } from '../../database/entity-row.js';
import { checkPage } from '../../graphql/paging.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Category } from '../category/category.entity.js';
import { Goal } from '../goal/goal.entity.js';
import { authorizeGoal } from '../goal/goal.access.js';
import { mayOnGoal, mayOnProject } from '../work-item/work-item.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { workItemReadFacts } from '../work-item/work-item.read.js';
import { Planner } from '../planner/planner.entity.js';
import { Project } from '../project/project.entity.js';
import { projectPolicy } from '../project/project.policy.js';
import { UserProfile } from '../user/user-profile.type.js';
import { authorizeUser } from '../user/user.access.js';
import type { User } from '../user/user.entity.js';
import { viewerMembership } from '../workspace/workspace.access.js';
import { isActiveMember } from '../workspace/workspace.policy.js';
import { authorizeTodo, checkTodo, mayOnTodo, todoSubject, withTodoViewer } from './todo.access.js';
import { Todo } from './todo.entity.js';
import { todoPolicy } from './todo.policy.js';
import { todoReadFacts } from './todo.read.js';
import {
  CreateTodoInput,
  GoalTodosChange,
  GoalWork,
  TodoPage,
  TodoStatusEnum,
  TodoViewerCan,
  UpdateTodoInput,
} from './todo.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const TODO_PAGE_MAX = 100;

/** To-dos (spec 1): thin resolvers over TodoService; every to-do passes todo.policy.ts, titles masked on every path. */
@Resolver(() => Todo)
export class TodoResolver {
  @BoundTokens({ id: 'todo' })
  @Query(() => Todo, { description: 'A to-do. NOT_FOUND when missing, deleted or out of the viewer reach.' })
  async todo(
    @Arg('id', () => UUIDScalar, { description: 'The to-do.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Row<Todo>> {
    return checkTodo(ctx, id, todoPolicy.read);
  }

  @BoundTokens('all-workspaces')
  @Query(() => TodoPage, {
    description:
      'The viewer inbox: enabled, unfinished, unplanned to-dos, without hidden goals or goals out of reach; newest first.',
  })
  inbox(
    @Arg('offset', () => Int, { defaultValue: 0, description: 'To-dos to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'To-dos per page, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<TodoPage> {
    checkPage(offset, size, TODO_PAGE_MAX);
    return ctx.services.todos.inbox(ctx.em, ctx.viewer.userId, offset, size);
  }

  @BoundTokens('all-workspaces')
  @Query(() => TodoPage, {
    description: 'The viewer unfinished to-dos: planned before the date and not on or after it.',
  })
  unfinishedTodos(
    @Arg('date', () => LocalDateScalar, {
      description:
        'The day to look back from (viewer time zone); usually today. A later day counts as today: what is planned today is not unfinished yet.',
    })
    date: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'To-dos to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'To-dos per page, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<TodoPage> {
    checkPage(offset, size, TODO_PAGE_MAX);
    return ctx.services.todos.unfinished(ctx.em, ctx.viewer.userId, date, offset, size);
  }

  @BoundTokens('all-workspaces')
  @Query(() => TodoPage, {
    description: 'The viewer to-dos completed or cancelled within the last month, latest first.',
  })
  doneTodos(
    @Arg('offset', () => Int, { defaultValue: 0, description: 'To-dos to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'To-dos per page, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<TodoPage> {
    checkPage(offset, size, TODO_PAGE_MAX);
    return ctx.services.todos.done(ctx.em, ctx.viewer.userId, offset, size);
  }

  @BoundTokens({ 'input.goalId': 'goal' })
  @Mutation(() => Todo, {
    description:
      'Creates a to-do (for the viewer, or a colleague of one workspace), optionally planned; CONFLICT TIME_OCCUPIED creates nothing.',
  })
  async createTodo(
    @Arg('input', () => CreateTodoInput, {
      description: 'The title, whose it is, and optionally a category, goal, due day and plan.',
    })
    input: CreateTodoInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Todo> {
    const { userId } = ctx.viewer;
    const ownerId = input.userId ?? userId;
    await authorizeUser(ctx, ownerId);
    const goal = input.goalId ? await goalFor(ctx, input.goalId, ownerId) : null;
    return ctx.services.todos.create(ctx.em, userId, ownerId, goal, input);
  }

  @BoundTokens({ id: 'todo', 'input.goalId': 'goal' })
  @Mutation(() => Todo, { description: 'Changes a to-do (the drawer); linking a goal makes it public.' })
  async updateTodo(
    @Arg('id', () => UUIDScalar, { description: 'A to-do the viewer may edit.' }) id: string,
    @Arg('input', () => UpdateTodoInput, { description: 'The fields to change.' }) input: UpdateTodoInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Todo> {
    const { todo } = await authorizeTodo(ctx, id, todoPolicy.edit);
    const goal =
      input.goalId === undefined ? undefined : input.goalId ? await goalFor(ctx, input.goalId, todo.user.id) : null;
    return ctx.services.todos.update(ctx.em, ctx.viewer.userId, todo, input, goal);
  }

  @BoundTokens({ id: 'todo' })
  @Mutation(() => Todo, { description: 'Checks (sets the complete date) or unchecks a to-do.' })
  async setTodoComplete(
    @Arg('id', () => UUIDScalar, { description: 'A to-do the viewer may edit.' }) id: string,
    @Arg('complete', { description: 'True checks it (complete date now); false unchecks it.' }) complete: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Todo> {
    const { todo } = await authorizeTodo(ctx, id, todoPolicy.edit);
    return ctx.services.todos.setComplete(ctx.em, ctx.viewer.userId, todo, complete);
  }

  @BoundTokens({ id: 'todo' })
  @Mutation(() => Todo, { description: 'Stops (cancels) a to-do; its plans after the selected date are removed.' })
  async stopTodo(
    @Arg('id', () => UUIDScalar, { description: 'A to-do of the viewer own (only its owner stops it).' }) id: string,
    @Arg('date', () => LocalDateScalar, {
      description: 'The selected day (owner time zone): plans after it are removed, those up to it stay.',
    })
    date: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Todo> {
    const { todo } = await authorizeTodo(ctx, id, todoPolicy.delete);
    return ctx.services.todos.stop(ctx.em, ctx.viewer.userId, todo, date);
  }

  @BoundTokens({ id: 'todo', beforeId: 'todo' })
  @Mutation(() => Todo, {
    description:
      'Moves a to-do in the viewer inbox (inbox to inbox drag): the inbox lists in this order. NOT_FOUND when either to-do is not the viewer own.',
  })
  async moveInboxTodo(
    @Arg('id', () => UUIDScalar, { description: 'A to-do of the viewer own.' }) id: string,
    @Arg('beforeId', () => UUIDScalar, {
      nullable: true,
      description: 'The to-do it goes just above; null puts it last.',
    })
    beforeId: string | null,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Todo> {
    const { todo } = await authorizeTodo(ctx, id, todoPolicy.delete);
    return ctx.services.todos.moveInInbox(ctx.em, todo, beforeId ?? null);
  }

  @BoundTokens({ id: 'todo' })
  @Mutation(() => Todo, { description: 'Resumes a stopped to-do.' })
  async resumeTodo(
    @Arg('id', () => UUIDScalar, { description: 'A stopped to-do of the viewer own.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Todo> {
    const { todo } = await authorizeTodo(ctx, id, todoPolicy.delete);
    return ctx.services.todos.resume(ctx.em, ctx.viewer.userId, todo);
  }

  @BoundTokens({ id: 'todo' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: '"Delete all": removes every plan and deletes the to-do.' })
  async deleteTodo(
    @Arg('id', () => UUIDScalar, { description: 'A to-do of the viewer own (only its owner deletes it).' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const { todo } = await authorizeTodo(ctx, id, todoPolicy.delete);
    await ctx.services.todos.softDelete(ctx.em, todo);
    return true;
  }

  @Extensions(SHARED_RESULT)
  @BoundTokens({ goalId: 'goal' })
  @Subscription(() => GoalTodosChange, {
    description: 'To-dos of a goal were inserted, deleted, enabled or renamed (clients refetch, debounced 300 ms).',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      await authorizeGoal(ctx, args.goalId, workItemPolicy.read);
      return ctx.services.bus.subscribe('goal.todos.changed', args.goalId);
    },
  })
  goalTodosChanged(
    @Arg('goalId', () => UUIDScalar, { description: 'A goal the viewer may read.' }) _goalId: string,
    @Root() event: GoalTodosChange,
  ): GoalTodosChange {
    return event;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The title; null for a colleague private to-do (show a generic title: masked is true).',
  })
  title(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): string | null | Promise<string | null> {
    return withTodoViewer(ctx, todo, (viewer) => (todoPolicy.seeTitle(viewer, todoSubject(todo)) ? todo.title : null));
  }

  @FieldResolver(() => String, { nullable: true, description: 'The content; null when masked.' })
  content(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): string | null | Promise<string | null> {
    return withTodoViewer(ctx, todo, (viewer) =>
      todoPolicy.seeTitle(viewer, todoSubject(todo)) ? (todo.content ?? null) : null,
    );
  }

  @FieldResolver(() => Boolean, { description: 'A colleague private to-do: title, content and goal are withheld.' })
  masked(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): boolean | Promise<boolean> {
    return withTodoViewer(ctx, todo, (viewer) => !todoPolicy.seeTitle(viewer, todoSubject(todo)));
  }

  @FieldResolver(() => TodoStatusEnum, { description: 'Derived from the cancelled and complete dates.' })
  status(@Root() todo: Row<Todo>): TodoStatus {
    return todoStatus(todo);
  }

  @FieldResolver(() => UserProfile, { description: 'Whose to-do it is.' })
  async owner(@Root() todo: Row<Todo>, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(todo.user.id))!;
  }

  @FieldResolver(() => Category, {
    description: 'The category it is filed under; its colour marks the to-do on the planner.',
  })
  category(@Root() todo: Row<Todo>, @Ctx() ctx: Context): Row<Category> | Promise<Row<Category>> {
    return (
      todoReadFacts.of(todo)?.category ?? ctx.loaders.category.load(todo.category.id).then((category) => category!)
    );
  }

  @FieldResolver(() => Goal, {
    nullable: true,
    description: 'The linked goal, when the viewer may read it and the to-do is not masked.',
  })
  goal(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): Row<Goal> | null | Promise<Row<Goal> | null> {
    const carried = carriedLinkedGoal(todo);
    return carried ? carried.goal : linkedGoal(ctx, todo);
  }

  @FieldResolver(() => Project, {
    nullable: true,
    description:
      'The project of the linked goal, when the viewer may read it (a goal may be shared without its project).',
  })
  async project(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): Promise<Project | null> {
    const goal = await linkedGoal(ctx, todo);
    const project = goal?.project ? await ctx.loaders.project.load(goal.project.id) : null;
    return project && (await mayOnProject(ctx, project, projectPolicy.read)) ? project : null;
  }

  @FieldResolver(() => UserProfile, { nullable: true, description: 'The leader of the linked goal.' })
  async leader(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): Promise<User | null> {
    const goal = await linkedGoal(ctx, todo);
    return goal?.leader ? ctx.loaders.user.load(goal.leader.id) : null;
  }

  @FieldResolver(() => [Planner], { description: 'Its plans, by date.' })
  planners(@Root() todo: Row<Todo>, @Ctx() ctx: Context): Promise<Planner[]> {
    return ctx.loaders.todoPlanners.load(todo.id);
  }

  @FieldResolver(() => TodoViewerCan, { description: 'What the viewer may do with it.' })
  viewerCan(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): TodoViewerCan | Promise<TodoViewerCan> {
    return withTodoViewer(ctx, todo, (viewer) => {
      const subject = todoSubject(todo);
      return {
        edit: todoPolicy.edit(viewer, subject),
        editTimes: todoPolicy.editTimes(viewer, subject),
        delete: todoPolicy.delete(viewer, subject),
      };
    });
  }
}

/** Goal fields about to-dos. */
@Resolver(() => Goal)
export class GoalTodosResolver {
  @FieldResolver(() => Float, {
    description:
      'Time planned for the goal and its sub-goals at every level: their to-dos blocks, in hours (work.plannedHours).',
  })
  async plannedHours(@Root() goal: Row<Goal>, @Ctx() ctx: Context): Promise<number> {
    return slotsToHours((await ctx.loaders.goalWork.load(goal.id)).slots);
  }

  @FieldResolver(() => GoalWork, {
    description: 'Planned time and to-dos of the goal with its sub-goals at every level.',
  })
  async work(@Root() goal: Row<Goal>, @Ctx() ctx: Context): Promise<GoalWork> {
    const { slots, todos, doneTodos, includesSubgoals } = await ctx.loaders.goalWork.load(goal.id);
    return { plannedHours: slotsToHours(slots), todos, doneTodos, includesSubgoals };
  }

  @FieldResolver(() => [Todo], {
    description: 'The goal to-dos the viewer may see (private ones of others masked), newest first: the related tasks.',
  })
  async todos(@Root() goal: Row<Goal>, @SignedIn() ctx: SignedInContext): Promise<Todo[]> {
    const todos = await ctx.loaders.goalTodos.load(goal.id);
    const readable = await Promise.all(todos.map((todo) => mayOnTodo(ctx, todo, todoPolicy.read)));
    return todos.filter((_, i) => readable[i]);
  }
}

/**
 * `linkedGoal` at once for a row of the read path whose goal carries its facts: `{ goal }`, the goal
 * or null, decided by the same two rules; undefined when something must be loaded first.
 */
function carriedLinkedGoal(todo: Row<Todo>): { goal: Row<Goal> | null } | undefined {
  const carried = todoReadFacts.of(todo);
  if (!carried) return undefined;
  if (!todo.goal || !todoPolicy.seeTitle(carried.viewer, todoSubject(todo))) return { goal: null };
  if (!carried.goal) return { goal: null };
  const goalFacts = workItemReadFacts.of(carried.goal);
  if (!goalFacts) return undefined;
  return { goal: workItemPolicy.read(goalFacts.viewer, goalFacts.access) ? carried.goal : null };
}

async function linkedGoal(ctx: SignedInContext, todo: Row<Todo>): Promise<Row<Goal> | null> {
  if (!todo.goal || !(await mayOnTodo(ctx, todo, todoPolicy.seeTitle))) return null;
  const carried = todoReadFacts.of(todo);
  const goal = carried ? carried.goal : await ctx.loaders.goal.load(todo.goal.id);
  return goal && (await mayOnGoal(ctx, goal, workItemPolicy.read)) ? goal : null;
}

/** A goal to link: one the viewer may edit, in a workspace the owner is an active member of. */
async function goalFor(ctx: SignedInContext, goalId: string, ownerId: string): Promise<Goal> {
  const { item, team } = await authorizeGoal(ctx, goalId, workItemPolicy.edit);
  const ownerMembership =
    ownerId === ctx.viewer.userId
      ? await viewerMembership(ctx, team.workspace.id)
      : await ctx.loaders.workspaceMembership.load(pairKey(team.workspace.id, ownerId));
  if (!isActiveMember(ownerMembership))
    throw errors.badInput('goalId', 'GOAL_OF_OTHER_WORKSPACE', 'The goal belongs to a workspace the owner is not in.');
  return item;
}
