import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../../apollo/errorMessages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDay } from '../../../components/formatDay';
import { LoadFailed } from '../../../components/LoadFailed';
import { OneTimeSecret } from '../../../components/OneTimeSecret';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SettingsSection } from '../SettingsSection';
import { calendarFeedMessages as messages } from './messages';
import { CalendarFeedDocument, ResetCalendarFeedDocument } from './operations';

/**
 * Settings, API tab (issue 18): the viewer's calendar feed, a secret ICS URL of their planned blocks
 * for calendar apps to subscribe to. Made or reset here (a reset behind a confirmation), its URL
 * shown once with a copy button.
 */
export function CalendarFeedSection({ timeZone }: { readonly timeZone: string }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const feed = useQuery(CalendarFeedDocument, { fetchPolicy: 'cache-and-network' });
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reset, { loading }] = useMutation(ResetCalendarFeedDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({ query: CalendarFeedDocument, data: { calendarFeed: data.resetCalendarFeed.calendarFeed } });
    },
  });

  const onReset = async () => {
    try {
      const { data } = await reset();
      setConfirming(false);
      if (data) {
        setUrl(data.resetCalendarFeed.url);
        notifySuccess(intl.formatMessage(messages.made));
      }
    } catch (error) {
      setConfirming(false);
      const detail = formatError(error);
      if (detail !== null) notifyError(intl.formatMessage(messages.failed, { detail }));
    }
  };

  const current = feed.data?.calendarFeed;
  const loaded = feed.data !== undefined;
  return (
    <SettingsSection title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      {url && (
        <OneTimeSecret
          title={intl.formatMessage(messages.newTitle)}
          body={intl.formatMessage(messages.newBody)}
          secret={url}
          testId="calendar-feed-url"
          actions={
            <Button size="xs" variant="light" component="a" href={url.replace(/^https?:/, 'webcal:')}>
              {intl.formatMessage(messages.subscribe)}
            </Button>
          }
          onDone={() => setUrl(null)}
        />
      )}
      {feed.error && !loaded ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void feed.refetch()}
        />
      ) : !loaded ? (
        <Skeleton height={36} radius="md" />
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Text size="sm" c="gray.7">
            {current
              ? intl.formatMessage(messages.since, { date: formatDay(intl, current.createdAt, timeZone) })
              : intl.formatMessage(messages.none)}
          </Text>
          {current ? (
            <Button variant="default" color="red" onClick={() => setConfirming(true)} style={{ flexShrink: 0 }}>
              {intl.formatMessage(messages.reset)}
            </Button>
          ) : (
            <Button onClick={() => void onReset()} loading={loading} style={{ flexShrink: 0 }}>
              {intl.formatMessage(messages.create)}
            </Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage(messages.resetTitle)}
        confirmLabel={intl.formatMessage(messages.resetConfirm)}
        loading={loading}
        onConfirm={() => void onReset()}
      >
        {intl.formatMessage(messages.resetBody)}
      </ConfirmDialog>
    </SettingsSection>
  );
}
