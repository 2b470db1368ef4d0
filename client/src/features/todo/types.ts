import type { TodoDrawerContent_TodoFragment } from '../../gql/graphql';

/** The to-do as the drawer holds it. */
export type DrawerTodo = TodoDrawerContent_TodoFragment;
export type DrawerPlanner = DrawerTodo['planners'][number];
export type TodoCategory = DrawerTodo['category'];
export type DrawerView = 'detail' | 'timeBlock';

/** What the drawer is asked to show. */
export interface DrawerRequest {
  readonly todoId: string;
  readonly date: string | null;
  readonly view: DrawerView;
  readonly title: string | null;
  /** Changes on every open, so that opening the same to-do again starts fresh. */
  readonly serial: number;
}
