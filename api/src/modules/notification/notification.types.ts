import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { Notification } from './notification.entity.js';

export enum NotificationFilterEnum {
  ALL = 'ALL',
  UNREAD = 'UNREAD',
}
registerEnumType(NotificationFilterEnum, {
  name: 'NotificationFilter',
  description: 'All notifications, or only unread ones.',
  valuesConfig: { ALL: { description: 'Read and unread.' }, UNREAD: { description: 'Only those not read yet.' } },
});

@ObjectType({ description: 'One page of the viewer notifications, newest first.' })
export class NotificationPage {
  @Field(() => [Notification], { description: 'This page of notifications, newest first.' })
  items!: Notification[];

  @Field(() => Int, { description: 'Page number, from 0.' })
  page!: number;

  @Field(() => Int, { description: 'How many notifications match the filter in all.' })
  totalCount!: number;

  @Field({ description: 'Whether a next page exists.' })
  hasMore!: boolean;
}

@ObjectType({
  description: 'A change of the viewer notifications: one notification, or many at once (then notification is null).',
})
export class NotificationChange {
  @Field(() => Notification, {
    nullable: true,
    description: 'The notification created or changed; null when many changed (mark all read or viewed).',
  })
  notification?: Notification | null;

  @Field(() => Int, { description: 'The viewer unread count after the change.' })
  unreadCount!: number;

  @Field({ description: 'True for the first event of a subscription: the state when it started, not a change.' })
  initial!: boolean;
}

@ObjectType({ description: 'Notifications of the viewer that were deleted.' })
export class NotificationDeletion {
  @Field(() => [UUIDScalar], { description: 'Ids of the deleted notifications.' })
  ids!: string[];

  @Field(() => Int, { description: 'The viewer unread count after the deletion.' })
  unreadCount!: number;
}
