import { useQuery } from '@apollo/client/react';
import { SCRUM_NOTE_MAX, SCRUM_TEMPLATE_TITLE_MAX } from '@domain/daily-scrum';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormActions } from '../../components/FormActions';
import { IconPencil, IconPlus, IconStar, IconTrash } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import type { ScrumTemplate_TemplateFragment } from '../../gql/graphql';
import { scrumMessages } from './messages';
import { DailyScrumTemplatesDocument } from './operations';
import { useCreateScrumTemplate } from './useCreateScrumTemplate';
import { useDeleteScrumTemplate } from './useDeleteScrumTemplate';
import { useSetDefaultScrumTemplate } from './useSetDefaultScrumTemplate';
import { useUpdateScrumTemplate } from './useUpdateScrumTemplate';

type Editing =
  { readonly kind: 'new' } | { readonly kind: 'edit'; readonly template: ScrumTemplate_TemplateFragment } | null;

/**
 * The team's scrum templates for workspace owners and admins (viewerCan.manageTemplates): the list
 * (the default first), add, edit, delete (confirmed), and which one is the default that fills in
 * the note of new items.
 */
export function ScrumTemplatesDialog({
  teamId,
  opened,
  onClose,
}: {
  readonly teamId: string;
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const { data, error, loading, refetch } = useQuery(DailyScrumTemplatesDocument, {
    variables: { teamId },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ScrumTemplate_TemplateFragment | null>(null);
  const [setDefault, { loading: settingDefault }] = useSetDefaultScrumTemplate();
  const [remove, { loading: removing }] = useDeleteScrumTemplate();
  const templates = data?.dailyScrumTemplates ?? [];

  return (
    <>
      <Modal
        opened={opened}
        onClose={() => {
          setEditing(null);
          onClose();
        }}
        size={620}
        title={<Text fw={700}>{intl.formatMessage(scrumMessages.templatesTitle)}</Text>}
        data-testid="scrum-templates-dialog"
      >
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {intl.formatMessage(scrumMessages.templatesHint)}
          </Text>
          {loading && !data ? (
            <Stack gap="sm" aria-busy="true">
              <Skeleton height={52} />
              <Skeleton height={52} />
            </Stack>
          ) : error && !data ? (
            <LoadFailed
              message={intl.formatMessage(scrumMessages.templatesLoadFailed)}
              retryLabel={intl.formatMessage(scrumMessages.retry)}
              onRetry={() => void refetch()}
            />
          ) : templates.length === 0 ? (
            <Text size="sm" c="gray.6" data-testid="scrum-templates-empty">
              {intl.formatMessage(scrumMessages.templatesEmpty)}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="scrum-templates-list">
              {templates.map((template) =>
                editing?.kind === 'edit' && editing.template.id === template.id ? (
                  <TemplateForm key={template.id} teamId={teamId} template={template} onDone={() => setEditing(null)} />
                ) : (
                  <Group
                    key={template.id}
                    justify="space-between"
                    wrap="nowrap"
                    align="flex-start"
                    p="sm"
                    style={{
                      border: '1px solid var(--mantine-color-gray-2)',
                      borderRadius: 'var(--mantine-radius-md)',
                    }}
                    data-testid="scrum-template"
                  >
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={600} truncate="end" title={template.title}>
                          {template.title}
                        </Text>
                        {template.isDefault && (
                          <Badge size="xs" variant="light" tt="none" data-testid="scrum-template-default">
                            {intl.formatMessage(scrumMessages.templateDefault)}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="gray.6" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
                        {template.content}
                      </Text>
                    </div>
                    <Group
                      gap={4}
                      wrap="nowrap"
                      style={{ flex: 'none' }}
                      aria-label={intl.formatMessage(scrumMessages.templateActions, { title: template.title })}
                    >
                      <Button
                        variant="subtle"
                        size="xs"
                        color={template.isDefault ? 'gray' : undefined}
                        leftSection={<IconStar size={14} />}
                        disabled={settingDefault}
                        onClick={() => void setDefault(template.id, !template.isDefault)}
                        data-testid="scrum-template-default-toggle"
                      >
                        {intl.formatMessage(
                          template.isDefault ? scrumMessages.unsetDefault : scrumMessages.makeDefault,
                        )}
                      </Button>
                      <Tooltip label={intl.formatMessage(scrumMessages.editTemplate)} withinPortal openDelay={400}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={intl.formatMessage(scrumMessages.editTemplate)}
                          onClick={() => setEditing({ kind: 'edit', template })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={intl.formatMessage(scrumMessages.delete)} withinPortal openDelay={400}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={intl.formatMessage(scrumMessages.delete)}
                          onClick={() => setDeleting(template)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                ),
              )}
            </Stack>
          )}
          {editing?.kind === 'new' ? (
            <TemplateForm teamId={teamId} template={null} onDone={() => setEditing(null)} />
          ) : (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ kind: 'new' })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="scrum-template-add"
            >
              {intl.formatMessage(scrumMessages.addTemplate)}
            </Button>
          )}
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage(scrumMessages.templateDeleteTitle, { title: deleting?.title ?? '' })}
        confirmLabel={intl.formatMessage(scrumMessages.delete)}
        loading={removing}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove(deleting.id).then((outcome) => {
            if (outcome.ok) setDeleting(null);
          });
        }}
      >
        {intl.formatMessage(scrumMessages.templateDeleteBody)}
      </ConfirmDialog>
    </>
  );
}

/** Add a template (optionally as the default) or edit one: a title (required) and its content. */
function TemplateForm({
  teamId,
  template,
  onDone,
}: {
  readonly teamId: string;
  readonly template: ScrumTemplate_TemplateFragment | null;
  readonly onDone: () => void;
}) {
  const intl = useIntl();
  const [title, setTitle] = useState(template?.title ?? '');
  const [content, setContent] = useState(template?.content ?? '');
  const [asDefault, setAsDefault] = useState(false);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [create, { loading: creating }] = useCreateScrumTemplate(teamId);
  const [update, { loading: updating }] = useUpdateScrumTemplate();
  const loading = creating || updating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setTitleError(intl.formatMessage(errorMessages.titleRequired));
      return;
    }
    const input = { title: title.trim(), content };
    const outcome = template ? await update(template.id, input) : await create(input, asDefault);
    if (outcome.ok) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="scrum-template-form">
      <Stack
        gap="sm"
        p="sm"
        style={{ border: '1px solid var(--mantine-color-brand-2)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <TextInput
          label={intl.formatMessage(scrumMessages.templateTitle)}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleError(undefined);
          }}
          error={titleError}
          maxLength={SCRUM_TEMPLATE_TITLE_MAX}
          data-autofocus
        />
        <Textarea
          label={intl.formatMessage(scrumMessages.templateContent)}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={10}
          maxLength={SCRUM_NOTE_MAX}
        />
        {!template && (
          <Checkbox
            label={intl.formatMessage(scrumMessages.templateAsDefault)}
            checked={asDefault}
            onChange={(event) => setAsDefault(event.currentTarget.checked)}
          />
        )}
        <FormActions
          loading={loading}
          onCancel={onDone}
          submitLabel={intl.formatMessage(template ? scrumMessages.templateSave : scrumMessages.templateAdd)}
        />
      </Stack>
    </form>
  );
}
