import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';

/**
 * A value a workspace holds, used to tag feedback (spec 3 section 3). Deleting one that tagged
 * feedback only disables it, so old feedback keeps showing it; an unused one is removed.
 * Names are unique in a workspace among enabled values, whatever the case.
 */
@ObjectType({ description: 'A core value of a workspace, used to tag feedback as positive or negative.' })
@Entity({ tableName: 'workspace_core_value' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'workspace_core_value_workspace_index', properties: ['workspace', 'registerDate'] })
@Index({
  name: 'workspace_core_value_name_unique',
  expression:
    'create unique index "workspace_core_value_name_unique" on "workspace_core_value" ("workspace_id", lower("name")) where "enable"',
})
export class CoreValue {
  [OptionalProps]?: 'registerDate' | 'updateDate' | 'update' | 'enable';

  @Field(() => UUIDScalar, {
    description: 'Identifies the value: the coreValueIds of feedback, renameCoreValue and deleteCoreValue.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Workspace)
  workspace!: Workspace;

  @Field({ description: 'Its name, unique in the workspace (at most 50 characters).' })
  @Property({ length: 50 })
  name!: string;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @Field({ description: 'When it was added (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @ManyToOne(() => User, { fieldName: 'update_id', nullable: true })
  update?: User | null = null;

  @Field({ description: 'When it was last renamed or disabled (UTC).' })
  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @Field({
    description: 'False once deleted while tagging feedback: old feedback still shows it, new feedback cannot pick it.',
  })
  @Property()
  enable: boolean = true;
}
