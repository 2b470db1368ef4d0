import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import type { Row } from '../../database/entity-row.js';
import { checkPage } from '../../graphql/paging.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { User } from '../user/user.entity.js';
import { historyKey } from './todo-history.loaders.js';
import { TodoHistoryEntry, TodoHistoryPage } from './todo-history.types.js';
import { mayOnTodo } from './todo.access.js';
import { Todo } from './todo.entity.js';
import { todoPolicy } from './todo.policy.js';

const HISTORY_PAGE_MAX = 50;

/** A to-do's history of changes (issue 13): for whoever may see its title, empty when masked. */
@Resolver(() => Todo)
export class TodoHistoryResolver {
  @FieldResolver(() => TodoHistoryPage, {
    description: 'Its changes, newest first (empty when masked). BAD_USER_INPUT for a page outside the limits.',
  })
  async history(
    @Root() todo: Row<Todo>,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Changes to skip, from the newest (0 or more).' })
    offset: number,
    @Arg('size', () => Int, { defaultValue: 10, description: 'Changes per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<TodoHistoryPage> {
    checkPage(offset, size, HISTORY_PAGE_MAX);
    if (!(await mayOnTodo(ctx, todo, todoPolicy.seeTitle))) return { items: [], hasMore: false };
    return ctx.loaders.todoHistory.load(historyKey(todo.id, offset, size));
  }
}

@Resolver(() => TodoHistoryEntry)
export class TodoHistoryEntryResolver {
  @FieldResolver(() => UserProfile, { description: 'Who changed it.' })
  async user(@Root() entry: TodoHistoryEntry, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(entry.userId))!;
  }
}
