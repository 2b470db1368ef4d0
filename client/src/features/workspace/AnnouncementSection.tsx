import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import { NameDescriptionFields } from '../../components/NameDescriptionFields';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENTS_PER_DAY,
  announcementMessages,
} from './announcementMessages';
import { useAnnounceToWorkspace } from './useAnnounceToWorkspace';

interface Props {
  readonly workspace: { readonly id: string; readonly announcementsLeftToday?: number | null };
}

/** The owner's announcement to the members: a title and an optional message, with the limits and what is left today. */
export function AnnouncementSection({ workspace }: Props) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [announce, { loading }] = useAnnounceToWorkspace();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const left = workspace.announcementsLeftToday ?? ANNOUNCEMENTS_PER_DAY;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: intl.formatMessage(errorMessages.titleRequired) });
      return;
    }
    const outcome = await announce(workspace.id, { title: title.trim(), body: body.trim() || null });
    if (outcome.ok) {
      setTitle('');
      setBody('');
      setErrors({});
      return;
    }
    const fields = fieldErrorsOf(outcome.error, { TOO_LONG: errorMessages.tooLong });
    setErrors({ title: fields['title'], body: fields['body'] });
  };

  return (
    <Card bg="white" data-testid="workspace-announcement">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz={16}>
              {intl.formatMessage(announcementMessages.title)}
            </Title>
            <Text size="sm" c="gray.6">
              {intl.formatMessage(announcementMessages.description, {
                titleMax: ANNOUNCEMENT_TITLE_MAX,
                bodyMax: ANNOUNCEMENT_BODY_MAX,
                perDay: ANNOUNCEMENTS_PER_DAY,
              })}
            </Text>
          </Stack>
          <NameDescriptionFields
            name={{
              label: intl.formatMessage(announcementMessages.titleLabel),
              value: title,
              onChange: (value) => {
                setTitle(value);
                setErrors((current) => ({ ...current, title: undefined }));
              },
              error: errors.title,
              maxLength: ANNOUNCEMENT_TITLE_MAX,
            }}
            description={{
              label: intl.formatMessage(announcementMessages.bodyLabel),
              hint: intl.formatMessage(announcementMessages.bodyHint),
              value: body,
              onChange: setBody,
              error: errors.body,
              maxLength: ANNOUNCEMENT_BODY_MAX,
              minRows: 3,
            }}
          />
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm" c={left === 0 ? 'red.8' : 'gray.6'} data-testid="announcements-left">
              {intl.formatMessage(announcementMessages.left, { left })}
            </Text>
            <Button type="submit" loading={loading} disabled={left === 0} style={{ flex: 'none' }}>
              {intl.formatMessage(announcementMessages.send)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
