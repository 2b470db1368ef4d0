import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { TodoStatus } from '@domain/todo-status.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { Todo } from './todo.entity.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

export const TodoStatusEnum = {
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const satisfies Record<TodoStatus, TodoStatus>;
registerEnumType(TodoStatusEnum, {
  name: 'TodoStatus',
  description: 'Derived: CANCELLED with a cancelled date, else COMPLETED with a complete date, else IN_PROGRESS.',
  valuesConfig: {
    IN_PROGRESS: { description: 'Neither completed nor stopped.' },
    COMPLETED: { description: 'Checked (setTodoComplete): completeDate is set.' },
    CANCELLED: { description: 'Stopped (stopTodo): cancelledDate is set; resumeTodo undoes it.' },
  },
});

@InputType({ description: 'A date and the quarter-hour slots on it (0 to 95; empty: that day without a time).' })
export class PlanInput {
  @Field(() => LocalDateScalar, { description: 'The day to plan it on (owner time zone).' })
  date!: string;

  @Field(() => [Int], { nullable: true, description: 'Empty or absent: on that date without a time.' })
  blocks?: number[] | null;
}

@InputType({ description: 'A new to-do, optionally planned at once (create_todo_with_planner: one transaction).' })
export class CreateTodoInput {
  @Field({ description: 'Not blank after trimming.' })
  title!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Plain-text details.' })
  content?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Linking a team goal makes the to-do public.' })
  goalId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Defaults to the first basic category (Work).' })
  categoryId?: string | null;

  @Field({ nullable: true, description: 'Defaults to true.' })
  isPublic?: boolean;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The day it is due (a calendar day).' })
  dueDate?: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'Whose to-do it is (a colleague of one workspace: todo_assigned); defaults to the viewer.',
  })
  userId?: string | null;

  @Field(() => PlanInput, { nullable: true, description: 'Plan it at once: a day, and quarter-hour slots or none.' })
  plan?: PlanInput | null;
}

@InputType({ description: 'Changes to a to-do: absent fields stay, null clears the nullable ones.' })
export class UpdateTodoInput {
  @Field(() => String, { nullable: true, description: 'Not blank after trimming.' })
  title?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Plain-text details; null clears them.' })
  content?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Another category (Category.id).' })
  categoryId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Refused while the to-do is linked to a team goal (always public).',
  })
  isPublic?: boolean | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Picking the current due date again clears it.' })
  dueDate?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'null unlinks the goal.' })
  goalId?: string | null;
}

@ObjectType({ description: 'One page of a to-do list.' })
export class TodoPage {
  @Field(() => [Todo], { description: 'The to-dos of this page.' })
  items!: Todo[];

  @Field(() => Int, { description: 'How many to-dos match in all.' })
  total!: number;
}

@ObjectType({ description: 'What the viewer may do with a to-do.' })
export class TodoViewerCan {
  @Field({ description: 'Edit it in the drawer (title, content, category, goal, due date, complete).' })
  edit!: boolean;

  @Field({ description: 'Drag, resize, plan and unplan it.' })
  editTimes!: boolean;

  @Field({ description: 'Stop, resume and delete it.' })
  delete!: boolean;
}

@ObjectType({ description: 'Something changed in to-dos of a goal (insert, delete, enable or title).' })
export class GoalTodosChange {
  @Field(() => UUIDScalar, { description: 'The goal whose to-dos changed.' })
  goalId!: string;

  @Field(() => UUIDScalar, { nullable: true, description: 'null when several changed at once.' })
  todoId!: string | null;
}

@ObjectType({
  description:
    'The work on a goal including its sub-goals at every level, whoever may read them (numbers only: no sub-goal or to-do is named). The same for every reader of the goal.',
})
export class GoalWork {
  @Field(() => Float, { description: 'Hours planned on the day planner for the to-dos.' })
  plannedHours!: number;

  @Field(() => Int, { description: 'To-dos, but for stopped ones.' })
  todos!: number;

  @Field(() => Int, { description: 'To-dos completed.' })
  doneTodos!: number;

  @Field({ description: 'Whether the figures include a sub-goal (the goal has a live sub-goal).' })
  includesSubgoals!: boolean;
}
