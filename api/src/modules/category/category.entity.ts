import { Entity, Filter, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';

/** A to-do category with its colour (spec 1 section 3); the six basic ones are seeded by the migration. */
@ObjectType({ description: 'A to-do category: Work, Meeting, Communication, Study, Rest or Etc, with its colour.' })
@Entity({ tableName: 'category' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
export class Category {
  @Field(() => UUIDScalar, { description: 'Identifies the category: the categoryId of to-do inputs.' })
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Field({ description: 'Name (English key); the client shows a translated display name.' })
  @Property({ length: 40 })
  name!: string;

  @Field({ description: 'Colour as #rrggbb.' })
  @Property({ length: 7 })
  color!: string;

  @Field({ description: 'Name of the colour.' })
  @Property({ length: 40 })
  colorName!: string;

  @Property()
  enable: boolean = true;
}
