import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { Todo } from './todo.entity.js';

/** The fields a to-do's history names: "todo" is its creation. */
export type TodoHistoryField = 'todo' | 'title' | 'content' | 'category' | 'is_public' | 'due_date' | 'goal' | 'status';

/** One changed field of a to-do: who changed it, when, from what to what (values as text). */
@Entity({ tableName: 'todo_history' })
@Index({ name: 'todo_history_todo_created_index', properties: ['todo', 'registerDate'] })
export class TodoHistory {
  [OptionalProps]?: 'oldValue' | 'newValue' | 'registerDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Todo)
  todo!: Todo;

  @ManyToOne(() => User)
  user!: User;

  @Property({ length: 20 })
  field!: TodoHistoryField;

  @Property({ type: 'text', nullable: true })
  oldValue?: string | null = null;

  @Property({ type: 'text', nullable: true })
  newValue?: string | null = null;

  @Property()
  registerDate: Date = new Date();
}
