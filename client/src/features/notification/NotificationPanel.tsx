import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconBell, IconCheck } from '../../components/icons';
import type { NotificationItem_NotificationFragment, NotificationFilter } from '../../gql/graphql';
import { useTodoDrawer } from '../../app/todoDrawer';
import { badgeText } from './badge';
import { notificationMessages } from './messages';
import classes from './notification.module.css';
import { NotificationItem } from './NotificationItem';
import { NotificationListSkeleton } from './NotificationListSkeleton';
import { NotificationsDocument } from './operations';
import { LOAD_MORE_THRESHOLD_PX, NOTIFICATION_PAGE_SIZE } from './paging';
import { notificationRoute } from './routes';
import { templateOf } from './templates';
import { useDeleteNotification } from './useDeleteNotification';
import { useMarkAllNotificationsRead } from './useMarkAllNotificationsRead';
import { useMarkNotificationRead } from './useMarkNotificationRead';
import { contentOf, textField } from './values';

const warned = new Set<string>();

/** Unknown types are only logged (spec 2 section 8), once per notification. */
function warnUnknown(notification: NotificationItem_NotificationFragment): void {
  if (warned.has(notification.id)) return;
  warned.add(notification.id);
  console.warn(`Unknown notification type "${notification.type}" (${notification.id}); it is not shown.`);
}

/** Relative times move on while the dropdown is open. */
function useNow(intervalMs = 30_000): DateTime {
  const [now, setNow] = useState(() => DateTime.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(DateTime.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

interface Props {
  readonly unreadCount: number;
  readonly freshIds: ReadonlySet<string>;
  readonly timeZone: string | undefined;
  readonly onNavigate: (route: string) => void;
}

/** The bell dropdown: title, all/unread filter, mark all as read, and the list with infinite loading. */
export function NotificationPanel({ unreadCount, freshIds, timeZone, onNavigate }: Props) {
  const intl = useIntl();
  const now = useNow();
  const [filter, setFilter] = useState<NotificationFilter>('ALL');
  const { data, error, fetchMore, refetch } = useQuery(NotificationsDocument, {
    variables: { filter, page: 0, size: NOTIFICATION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [markRead] = useMarkNotificationRead();
  const todoDrawer = useTodoDrawer();
  const [markAllRead, markAllState] = useMarkAllNotificationsRead();
  const [deleteNotification] = useDeleteNotification();
  const [loadingMore, setLoadingMore] = useState(false);
  const loadingMoreRef = useRef(false);

  const page = data?.notifications;
  const items = useMemo(
    () =>
      (page?.items ?? []).flatMap((notification) => {
        const template = templateOf(notification.type);
        if (!template) {
          warnUnknown(notification);
          return [];
        }
        return [{ notification, template, route: notificationRoute(notification) }];
      }),
    [page?.items],
  );

  const loadMore = useCallback(async () => {
    if (!page?.hasMore || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { page: page.page + 1 } });
    } catch (loadError) {
      console.warn('Could not load more notifications', loadError);
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  }, [page?.hasMore, page?.page, fetchMore]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_THRESHOLD_PX) void loadMore();
  };

  const onOpen = (notification: NotificationItem_NotificationFragment, route: string | null) => {
    if (!notification.isRead) void markRead(notification, true);
    if (route) onNavigate(route);
    // A to-do notification also opens that to-do's drawer over the planner.
    if (notification.type.startsWith('todo_') && notification.relatedId) {
      todoDrawer.open(notification.relatedId, {
        title: textField(contentOf(notification.content), 'todo_title') ?? undefined,
      });
    }
  };

  const filterOptions = [
    { value: 'ALL', label: intl.formatMessage(notificationMessages.filterAll) },
    {
      value: 'UNREAD',
      label: (
        <Group gap={6} justify="center" wrap="nowrap">
          <span>{intl.formatMessage(notificationMessages.filterUnread)}</span>
          {unreadCount > 0 && (
            <Badge size="xs" variant="filled" color="red" radius="xl" data-testid="notification-filter-unread-count">
              {badgeText(unreadCount)}
            </Badge>
          )}
        </Group>
      ),
    },
  ];

  let body;
  if (!page && error) {
    body = (
      <Stack className={classes.empty} gap="sm" align="center" data-testid="notification-error">
        <Text size="sm" c="gray.7">
          {intl.formatMessage(notificationMessages.loadFailed)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {intl.formatMessage(notificationMessages.retry)}
        </Button>
      </Stack>
    );
  } else if (!page) {
    body = <NotificationListSkeleton rows={4} />;
  } else if (items.length === 0 && !page.hasMore) {
    body = (
      <Stack className={classes.empty} gap={8} align="center" data-testid="notification-empty">
        <Text c="gray.4" style={{ display: 'inline-flex' }}>
          <IconBell size={28} />
        </Text>
        <Text size="sm" c="gray.6" maw={260}>
          {intl.formatMessage(filter === 'UNREAD' ? notificationMessages.emptyUnread : notificationMessages.emptyAll)}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <>
        {items.map(({ notification, template, route }) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            template={template}
            route={route}
            fresh={!notification.isRead && (!notification.isViewed || freshIds.has(notification.id))}
            now={now}
            timeZone={timeZone}
            onOpen={onOpen}
            onToggleRead={(item) => void markRead(item, !item.isRead)}
            onDelete={(item) => void deleteNotification(item)}
          />
        ))}
        {loadingMore && (
          <div role="listitem">
            <NotificationListSkeleton rows={2} label={intl.formatMessage(notificationMessages.loadingMore)} />
          </div>
        )}
      </>
    );
  }

  return (
    <div data-testid="notification-panel">
      <div className={classes.head}>
        <Group justify="space-between" wrap="nowrap" mb={10}>
          <Text fw={700} size="md" id="notification-title">
            <FormattedMessage {...notificationMessages.title} />
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconCheck size={14} />}
            disabled={unreadCount === 0}
            loading={markAllState.loading}
            onClick={() => void markAllRead()}
            data-testid="notification-mark-all"
          >
            <FormattedMessage {...notificationMessages.markAllRead} />
          </Button>
        </Group>
        <SegmentedControl
          fullWidth
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value as NotificationFilter)}
          data={filterOptions}
          aria-label={intl.formatMessage(notificationMessages.filterLabel)}
          data-testid="notification-filter"
        />
      </div>
      <div
        className={classes.list}
        // A list while it has notifications; the empty, loading and error states are not list items.
        role={items.length > 0 ? 'list' : 'group'}
        aria-labelledby="notification-title"
        aria-busy={!page || loadingMore}
        data-testid="notification-list"
        onScroll={onScroll}
      >
        {body}
      </div>
    </div>
  );
}
