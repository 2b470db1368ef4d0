import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { ScrumBlocker, ScrumLine } from '@domain/daily-scrum.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';

/** A team's scrum of one day (spec 3): found or created when someone opens that day, one per team and date. */
@ObjectType({ description: 'The daily scrum of a team for one date: each member posts an item.' })
@Entity({ tableName: 'daily_scrum' })
@Unique({ name: 'daily_scrum_team_date_unique', properties: ['team', 'date'] })
export class DailyScrum {
  [OptionalProps]?: 'title' | 'isCompleted' | 'update' | 'registerDate' | 'updateDate';

  @Field(() => UUIDScalar, {
    description: 'Identifies the team scrum of one day: for postDailyScrumItem and dailyScrumChanged.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Team)
  team!: Team;

  @Field(() => LocalDateScalar, {
    description: 'The scrum day (a calendar day; members use their own time zone to pick it).',
  })
  @Property({ type: 'date', fieldName: 'scrum_date' })
  date!: string;

  @Field({ description: 'Not used yet: always empty.' })
  @Property({ length: 200 })
  title: string = '';

  @Field({ description: 'Not used yet: always false.' })
  @Property()
  isCompleted: boolean = false;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @ManyToOne(() => User, { fieldName: 'update_id', nullable: true })
  update?: User | null = null;

  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}

/** One member's post in a day's scrum: what they did, what they will do, what blocks them, and a note. */
@ObjectType({ description: 'A member post in a daily scrum: done, today, blockers and a note.' })
@Entity({ tableName: 'daily_scrum_item' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'daily_scrum_item_scrum_index', properties: ['scrum', 'registerDate'] })
@Index({ name: 'daily_scrum_item_user_index', properties: ['user', 'registerDate'] })
@Index({
  name: 'daily_scrum_item_one_per_member',
  expression:
    'create unique index "daily_scrum_item_one_per_member" on "daily_scrum_item" ("daily_scrum_id", "user_id") where "enable"',
})
export class DailyScrumItem {
  [OptionalProps]?: 'registerDate' | 'updateDate' | 'enable' | 'content';

  @Field(() => UUIDScalar, {
    description: 'Identifies the item: for updateDailyScrumItem, deleteDailyScrumItem, comments and reactions.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => DailyScrum, { fieldName: 'daily_scrum_id' })
  scrum!: DailyScrum;

  @ManyToOne(() => User)
  user!: User;

  @Property({ type: 'json' })
  done!: ScrumLine[];

  @Property({ type: 'json' })
  today!: ScrumLine[];

  @Property({ type: 'json' })
  blockers!: ScrumBlocker[];

  @Field({ description: 'Free text after the sections.' })
  @Property({ type: 'text' })
  note!: string;

  @Field({ description: 'The whole item as markdown (derived on every save).' })
  @Property({ type: 'text' })
  content: string = '';

  @Field({ description: 'When it was posted (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it was last edited (UTC).' })
  @Property()
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

/** A template of a team's items (title and content); the team's default one prefills a new item's note. */
@ObjectType({ description: 'A daily scrum template of a team; the default one prefills new items.' })
@Entity({ tableName: 'daily_scrum_template' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'daily_scrum_template_team_index', properties: ['team', 'registerDate'] })
@Index({
  name: 'daily_scrum_template_one_default',
  expression:
    'create unique index "daily_scrum_template_one_default" on "daily_scrum_template" ("team_id") where "is_default" and "enable"',
})
export class DailyScrumTemplate {
  [OptionalProps]?: 'isDefault' | 'registerDate' | 'updateDate' | 'enable';

  @Field(() => UUIDScalar, {
    description:
      'Identifies the template: for updateDailyScrumTemplate, setDefaultDailyScrumTemplate and deleteDailyScrumTemplate.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Team)
  team!: Team;

  @Field({ description: 'Its name in the template picker (at most 100 characters).' })
  @Property({ length: 100 })
  title!: string;

  @Field({ description: 'The text it puts in a new item note.' })
  @Property({ type: 'text' })
  content!: string;

  @Field({ description: 'The team default: it prefills new items.' })
  @Property()
  isDefault: boolean = false;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @Field({ description: 'When it was added (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}
