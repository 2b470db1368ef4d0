import type { TodoDrawerFieldsFragment } from '../../gql/graphql';

/** The to-do as the drawer holds it. */
export type DrawerTodo = TodoDrawerFieldsFragment;
export type DrawerPlanner = DrawerTodo['planners'][number];
export type TodoCategory = DrawerTodo['category'];
export type DrawerView = 'detail' | 'timeBlock';
