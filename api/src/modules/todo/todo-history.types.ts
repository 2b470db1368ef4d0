import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';

@ObjectType({
  description:
    'One change of a to-do. Values as text: category ids, true or false for isPublic, due days YYYY-MM-DD, statuses as TodoStatus codes, "goal" for a linked goal (its title is not kept), null for content (edits in a row within 10 minutes are one entry).',
})
export class TodoHistoryEntry {
  @Field(() => UUIDScalar, { description: 'Identifies the change record; stable across pages.' })
  id!: string;

  @Field({
    description:
      'todo (its creation: the title as newValue), title, content, category, is_public, due_date, goal or status.',
  })
  field!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The value before the change; null when it was empty, for content, and at creation.',
  })
  oldValue!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The value after the change; null when it was cleared, and for content.',
  })
  newValue!: string | null;

  @Field({ description: 'When it changed (UTC).' })
  createdAt!: Date;

  userId!: string;
}

@ObjectType({ description: 'One page of a to-do history, newest first.' })
export class TodoHistoryPage {
  @Field(() => [TodoHistoryEntry], { description: 'The changes of this page, newest first.' })
  items!: TodoHistoryEntry[];

  @Field({ description: 'Whether older changes follow.' })
  hasMore!: boolean;
}
