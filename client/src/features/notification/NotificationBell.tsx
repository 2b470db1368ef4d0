import { ActionIcon, Indicator, Popover, VisuallyHidden } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { IconBell } from '../../components/icons';
import { badgeText } from './badge';
import { notificationMessages } from './messages';
import classes from './notification.module.css';
import { NotificationListSkeleton } from './NotificationListSkeleton';
import { NotificationsDocument, UnreadNotificationCountDocument } from './operations';
import { NOTIFICATION_PAGE_SIZE } from './paging';
import { useMarkNotificationsViewed } from './useMarkNotificationsViewed';
import { useNotificationLive } from './useNotificationLive';

// The dropdown's list (templates, filters, actions) loads when the bell is first opened.
const NotificationPanel = lazy(() =>
  import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel })),
);

const FIRST_PAGE = { filter: 'ALL', page: 0, size: NOTIFICATION_PAGE_SIZE } as const;

/**
 * The header bell (spec 2 sections 2 and 4): the unread badge, kept live by the subscriptions, and
 * the dropdown. Opening or closing it marks everything viewed; the dots of what was unviewed when
 * it opened stay until it closes, so that one can see what is new.
 */
export function NotificationBell({ timeZone }: { readonly timeZone?: string | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [opened, setOpened] = useState(false);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const markViewed = useMarkNotificationsViewed();

  useNotificationLive(true);
  const { data: countData } = useQuery(UnreadNotificationCountDocument);
  // The first page is fetched with the bell, so that the dropdown opens with its list.
  useQuery(NotificationsDocument, { variables: FIRST_PAGE });
  const count = countData?.unreadNotificationCount ?? 0;

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === opened) return;
      if (next) {
        const cached = client.readQuery({ query: NotificationsDocument, variables: FIRST_PAGE });
        setFreshIds(
          new Set((cached?.notifications.items ?? []).filter((item) => !item.isViewed).map((item) => item.id)),
        );
      } else {
        setFreshIds(new Set());
      }
      setOpened(next);
      void markViewed();
    },
    [opened, client, markViewed],
  );

  // New notifications are said by screen readers as they arrive (the count rising), not on the first load.
  const [announcement, setAnnouncement] = useState('');
  const previousCount = useRef<number | null>(null);
  useEffect(() => {
    if (!countData) return;
    if (previousCount.current !== null && count > previousCount.current) {
      setAnnouncement(intl.formatMessage(notificationMessages.bellLabelUnread, { count }));
    }
    previousCount.current = count;
  }, [count, countData, intl]);

  const label =
    count > 0
      ? intl.formatMessage(notificationMessages.bellLabelUnread, { count })
      : intl.formatMessage(notificationMessages.bellLabel);

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" data-testid="notification-announcement">
        {announcement}
      </VisuallyHidden>
      <Popover
        opened={opened}
        onChange={setOpen}
        position="bottom-end"
        width={380}
        offset={6}
        shadow="md"
        withinPortal
        returnFocus
        trapFocus
      >
        {/* The count sits outside the target, so the popover's aria-expanded lands on the button itself. */}
        <Indicator
          disabled={count === 0}
          label={
            <span data-testid="notification-badge" aria-hidden="true">
              {badgeText(count)}
            </span>
          }
          size={16}
          offset={7}
          color="red"
          fz={10}
          fw={700}
          // The badge sits over the button: a click on it must reach the button.
          styles={{ indicator: { pointerEvents: 'none' } }}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={32}
              aria-label={label}
              data-testid="notification-bell"
              onClick={() => setOpen(!opened)}
            >
              <IconBell size={19} />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown className={classes.dropdown} role="dialog" aria-labelledby="notification-title">
          <Suspense fallback={<NotificationListSkeleton rows={4} />}>
            <NotificationPanel
              unreadCount={count}
              freshIds={freshIds}
              timeZone={timeZone}
              onNavigate={(route) => {
                setOpen(false);
                void navigate(route);
              }}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
