import { useQuery } from '@apollo/client/react';
import { CORE_VALUE_NAME_MAX } from '@domain/feedback';
import { ActionIcon, Button, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { firstApiError } from '../../apollo/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import { CoreValueUsage } from './CoreValueUsage';
import { feedbackMessages } from './messages';
import { CoreValuesDocument } from './operations';
import { useAddCoreValue } from './useAddCoreValue';
import { useDeleteCoreValue } from './useDeleteCoreValue';
import { useRenameCoreValue } from './useRenameCoreValue';

interface Value {
  readonly id: string;
  readonly name: string;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The workspace's core values (spec 3 sections 4, 5 and 6; owners and admins): add (trimmed, not
 * empty, not a name already there), rename, delete (a value used by feedback is only disabled).
 */
export function CoreValueSettingsDialog({
  opened,
  workspaceId,
  onClose,
}: {
  readonly opened: boolean;
  readonly workspaceId: string;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{intl.formatMessage(feedbackMessages.valueSettings)}</Text>}
      size="md"
    >
      {opened && <Settings workspaceId={workspaceId} />}
    </Modal>
  );
}

function Settings({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(CoreValuesDocument, {
    variables: { workspaceId },
    fetchPolicy: 'cache-and-network',
  });
  const [add, { loading: adding }] = useAddCoreValue();
  const [remove, { loading: removing }] = useDeleteCoreValue();
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<Value | null>(null);
  const values = (data?.coreValues ?? []).filter((value) => value.enable);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog opens over the feedback form: its submit stays its own.
    event.stopPropagation();
    if (adding) return;
    const trimmed = name.trim();
    if (!trimmed) return setAddError(intl.formatMessage(feedbackMessages.valueNameRequired));
    if (values.some((value) => sameName(value.name, trimmed)))
      return setAddError(intl.formatMessage(feedbackMessages.valueDuplicate, { name: trimmed }));
    const outcome = await add(workspaceId, trimmed);
    if (outcome.ok) setName('');
    else if (firstApiError(outcome.error).reason === 'CORE_VALUE_DUPLICATE')
      setAddError(intl.formatMessage(feedbackMessages.valueDuplicate, { name: trimmed }));
  };

  return (
    <Stack gap="md" data-testid="core-value-settings">
      <Text size="sm" c="gray.7">
        {intl.formatMessage(feedbackMessages.valueSettingsHint)}
      </Text>
      <form onSubmit={(event) => void onAdd(event)} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={intl.formatMessage(feedbackMessages.newValue)}
            placeholder={intl.formatMessage(feedbackMessages.newValuePlaceholder)}
            value={name}
            maxLength={CORE_VALUE_NAME_MAX}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setAddError(undefined);
            }}
            error={addError}
            style={{ flex: 1 }}
            data-testid="core-value-new"
          />
          <Button
            type="submit"
            mt={24}
            leftSection={<IconPlus size={16} />}
            loading={adding}
            disabled={adding || !name.trim()}
            data-testid="core-value-add"
          >
            {intl.formatMessage(feedbackMessages.add)}
          </Button>
        </Group>
      </form>
      {!data && error ? (
        <LoadFailed
          align="flex-start"
          message={intl.formatMessage(feedbackMessages.valuesFailed)}
          retryLabel={intl.formatMessage(feedbackMessages.retry)}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : !data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      ) : values.length === 0 ? (
        <Text size="sm" c="gray.6" data-testid="core-value-empty">
          {intl.formatMessage(feedbackMessages.noValuesYet)}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap={0} data-testid="core-value-list">
            {values.map((value) => (
              <ValueRow key={value.id} value={value} others={values} onDelete={() => setDeleting(value)} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <CoreValueUsage workspaceId={workspaceId} />
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage(feedbackMessages.deleteValueTitle, { name: deleting?.name ?? '' })}
        confirmLabel={intl.formatMessage(feedbackMessages.delete)}
        loading={removing}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting).then((outcome) => outcome.ok && setDeleting(null));
        }}
      >
        {intl.formatMessage(feedbackMessages.deleteValueBody)}
      </ConfirmDialog>
    </Stack>
  );
}

/** One value: its name, or the rename field (Enter saves, Escape gives up). */
function ValueRow({
  value,
  others,
  onDelete,
}: {
  readonly value: Value;
  readonly others: readonly Value[];
  readonly onDelete: () => void;
}) {
  const intl = useIntl();
  const [rename, { loading }] = useRenameCoreValue();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    if (editing === null || loading) return;
    const trimmed = editing.trim();
    if (!trimmed) return setError(intl.formatMessage(feedbackMessages.valueNameRequired));
    if (trimmed === value.name) return setEditing(null);
    if (others.some((other) => other.id !== value.id && sameName(other.name, trimmed)))
      return setError(intl.formatMessage(feedbackMessages.valueDuplicate, { name: trimmed }));
    const outcome = await rename(value.id, trimmed);
    if (outcome.ok) setEditing(null);
    else if (firstApiError(outcome.error).reason === 'CORE_VALUE_DUPLICATE')
      setError(intl.formatMessage(feedbackMessages.valueDuplicate, { name: trimmed }));
  };

  return (
    <Group
      gap="xs"
      wrap="nowrap"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="core-value-row"
    >
      {editing === null ? (
        <>
          <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end" title={value.name}>
            {value.name}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setEditing(value.name)}
            aria-label={intl.formatMessage(feedbackMessages.rename, { name: value.name })}
            data-testid="core-value-rename"
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={intl.formatMessage(feedbackMessages.deleteValue, { name: value.name })}
            data-testid="core-value-delete"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </>
      ) : (
        <>
          <TextInput
            size="xs"
            value={editing}
            maxLength={CORE_VALUE_NAME_MAX}
            autoFocus
            aria-label={intl.formatMessage(feedbackMessages.valueName, { name: value.name })}
            onChange={(event) => {
              setEditing(event.currentTarget.value);
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void save();
              } else if (event.key === 'Escape') {
                event.stopPropagation();
                setEditing(null);
                setError(undefined);
              }
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="light"
            onClick={() => void save()}
            loading={loading}
            aria-label={intl.formatMessage(feedbackMessages.submitSave)}
            data-testid="core-value-save"
          >
            <IconCheck size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => {
              setEditing(null);
              setError(undefined);
            }}
            aria-label={intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}
          >
            <IconX size={16} />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}
