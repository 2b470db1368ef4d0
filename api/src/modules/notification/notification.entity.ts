import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { NOTIFICATION_TYPES, type NotificationType } from '@domain/notification-types.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { User } from '../user/user.entity.js';

export const NotificationTypeEnum = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, t])) as { [K in NotificationType]: K };
registerEnumType(NotificationTypeEnum, { name: 'NotificationType', description: 'What a notification is about (spec 2 section 3).' });

/** The type-specific fields of a notification's content (snake_case, as the spec names them). */
export type NotificationContent = Record<string, string | number | boolean | null>;

/** One notification to one user. Starts unread and unviewed; deletion is soft. */
@ObjectType({ description: 'A notification to the viewer.' })
@Entity({ tableName: 'notification' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'notification_user_list_index', properties: ['user', 'registerDate'] })
@Index({ name: 'notification_related_index', properties: ['relatedType', 'relatedId'] })
// The unread badge counts these on every page load.
@Index({ name: 'notification_unread_index', expression: 'create index "notification_unread_index" on "notification" ("user_id") where "enable" and not "is_read"' })
export class Notification {
  [OptionalProps]?: 'isRead' | 'isViewed' | 'enable' | 'registerDate' | 'updateDate' | 'relatedId' | 'relatedType';

  @Field(() => UUIDScalar, { description: 'UUID of the notification.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User)
  user!: User;

  @Field(() => NotificationTypeEnum, { description: 'What it is about.' })
  @Property({ type: 'string', length: 40 })
  type!: NotificationType;

  @Field(() => GraphQLJSONObject, { description: 'Type-specific fields: actor_name, actor_id, actor_image_url, workspace_id, team_id, invitation_id, parent_title, ...' })
  @Property({ type: 'json' })
  content!: NotificationContent;

  @Field(() => String, { nullable: true, description: 'Id of what it is about (a workspace, a team, a to-do, ...).' })
  @Property({ type: 'uuid', nullable: true })
  relatedId?: string | null = null;

  @Field(() => String, { nullable: true, description: 'Kind of what relatedId names: workspace, team, invitation, goal, todo, ...' })
  @Property({ length: 30, nullable: true })
  relatedType?: string | null = null;

  @Field({ description: 'Read (clicked or marked); read items are dimmed.' })
  @Property()
  isRead: boolean = false;

  @Field({ description: 'Viewed (the bell was opened since it came); unviewed items show a dot.' })
  @Property()
  isViewed: boolean = false;

  @Property()
  enable: boolean = true;

  @Field({ description: 'When it was created.' })
  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}
