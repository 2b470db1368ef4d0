// Cache edits shared by the planner mutations (run inside Apollo's optimistic layer, so a refusal undoes them).
import type { ApolloCache, Reference } from '@apollo/client';
import type { Modifier } from '@apollo/client/cache';
import type { PlannerEntryFragment } from '../../gql/graphql';
import { PlannerDayDocument } from './operations';

interface ListPage {
  readonly total: number;
  readonly items: readonly Reference[];
}

/** Takes a to-do out of every cached inbox and unfinished page (it has been planned). */
export function removeFromLists(cache: ApolloCache, todoId: string): void {
  const prune: Modifier<unknown> = (existing, { readField }) => {
    const page = existing as ListPage;
    const items = page.items.filter((item) => readField('id', item) !== todoId);
    return items.length === page.items.length ? page : { ...page, items, total: Math.max(0, page.total - 1) };
  };
  cache.modify({ id: 'ROOT_QUERY', fields: { inbox: prune, unfinishedTodos: prune } });
}

/** Puts a planner into the cached day it belongs to (or replaces the one with its id). */
export function upsertPlannerOfDay(cache: ApolloCache, planner: PlannerEntryFragment): void {
  cache.updateQuery({ query: PlannerDayDocument, variables: { date: planner.plannerDate } }, (data) => {
    if (!data) return data;
    const others = data.plannerDay.filter((entry) => entry.id !== planner.id && entry.todo.id !== planner.todo.id);
    return { plannerDay: [...others, planner] };
  });
}
