import { useQuery } from '@apollo/client/react';
import { FEEDBACK_CONTENT_MAX } from '@domain/feedback';
import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFieldErrors } from '../../apollo/errorMessages';
import { firstApiError } from '../../apollo/errors';
import { isFieldError, type Outcome } from '../../apollo/useFailureToast';
import { useViewer } from '../../app/useViewer';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormActions } from '../../components/FormActions';
import { IconSettings } from '../../components/icons';
import type { TodoLine_TodoFragment } from '../../gql/graphql';
import { CoreValuePickers } from './CoreValuePickers';
import { CoreValueSettingsDialog } from './CoreValueSettingsDialog';
import classes from './feedback.module.css';
import {
  canSubmit,
  choosesReceiver,
  fixedReceiver,
  initialDraft,
  isDirty,
  isFeedbackMode,
  todoOwnerId,
  type Draft,
} from './feedbackDraft';
import { useExpectOwnChange } from './feedbackLive';
import type { ModalIntent } from './feedbackModalControl';
import { feedbackMessages } from './messages';
import { CoreValuesDocument } from './operations';
import { SelectedTodos } from './SelectedTodos';
import { withSelected } from './todoGroups';
import { ImproveFeedback } from './ImproveFeedback';
import { TodoPicker } from './TodoPicker';
import { ReceiverField } from './ReceiverField';
import { useFeedbackColleagues } from './useFeedbackColleagues';
import { useRequestFeedback } from './useRequestFeedback';
import { useSendFeedback } from './useSendFeedback';
import { useTodoChoices } from './useTodoChoices';
import { useUpdateFeedback } from './useUpdateFeedback';
import { useUpdateFeedbackRequest } from './useUpdateFeedbackRequest';

const SUBMIT_WORDS = {
  send: feedbackMessages.submitSend,
  respond: feedbackMessages.submitSend,
  request: feedbackMessages.submitRequest,
  'edit-feedback': feedbackMessages.submitSave,
  'edit-request': feedbackMessages.submitSave,
} as const;

interface Props {
  readonly intent: ModalIntent;
  readonly workspaceId: string;
  /** Whether anything was typed or chosen (closing then asks first). */
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly onBusyChange: (busy: boolean) => void;
  readonly onCancel: () => void;
  readonly onDone: () => void;
}

/** The to-dos an intent starts with: what was sent, or the request's. */
function startingTodos(intent: ModalIntent): readonly TodoLine_TodoFragment[] {
  if (intent.mode === 'edit-feedback') return intent.feedback.todos;
  if (intent.mode === 'respond' || intent.mode === 'edit-request') return intent.request.todos;
  return [];
}

/**
 * The feedback form in its five modes (spec 3 sections 2, 4 and 5): on the left who it goes to, the
 * text, the core values (feedback) and the chosen to-dos; on the right the person's to-dos to choose
 * from. Answering a request its sender cancelled asks whether to send the feedback anyway.
 */
export function FeedbackForm({ intent, workspaceId, onDirtyChange, onBusyChange, onCancel, onDone }: Props) {
  const intl = useIntl();
  const viewerId = useViewer()?.id ?? null;
  const fieldErrors = useFieldErrors();
  const expectOwn = useExpectOwnChange();
  const { mode } = intent;
  const initial = useMemo(() => initialDraft(intent), [intent]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [askCancelled, setAskCancelled] = useState(false);

  const { colleagues, isAdmin, loading: colleaguesLoading } = useFeedbackColleagues(workspaceId);
  const fixed = fixedReceiver(intent);
  const receiver = fixed ?? colleagues.find((colleague) => colleague.id === draft.receiverId) ?? null;
  const ownerId = todoOwnerId(intent, draft, viewerId);
  const choices = useTodoChoices(workspaceId, ownerId);
  const known = useMemo(() => withSelected(choices.todos, startingTodos(intent)), [choices.todos, intent]);
  const selectedTodos = useMemo(() => {
    const byId = new Map(known.map((todo) => [todo.id, todo]));
    return draft.todoIds.flatMap((id) => byId.get(id) ?? []);
  }, [known, draft.todoIds]);

  const withValues = isFeedbackMode(mode);
  const values = useQuery(CoreValuesDocument, {
    variables: { workspaceId },
    skip: !withValues,
    fetchPolicy: 'cache-and-network',
  });
  const activeValues = useMemo(() => (values.data?.coreValues ?? []).filter((value) => value.enable), [values.data]);
  const keptValues = useMemo(
    () => (intent.mode === 'edit-feedback' ? intent.feedback.coreValues.filter((value) => !value.active) : []),
    [intent],
  );

  const [send, { loading: sending }] = useSendFeedback();
  const [update, { loading: updating }] = useUpdateFeedback();
  const [request, { loading: requesting }] = useRequestFeedback();
  const [updateRequest, { loading: updatingRequest }] = useUpdateFeedbackRequest();
  const busy = sending || updating || requesting || updatingRequest;

  useEffect(() => onDirtyChange(isDirty(draft, initial)), [draft, initial, onDirtyChange]);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const change = (next: Partial<Draft>, ...fields: string[]) => {
    setDraft((current) => ({ ...current, ...next }));
    if (fields.some((field) => errors[field]))
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));
  };

  const feedbackFields = () => ({
    content: draft.content.trim(),
    positiveCoreValueIds: [...draft.positiveIds],
    negativeCoreValueIds: [...draft.negativeIds],
    todoIds: [...draft.todoIds],
  });

  const finish = (outcome: Outcome<unknown>) => {
    if (outcome.ok) {
      onDone();
      return;
    }
    if (mode === 'respond' && firstApiError(outcome.error).reason === 'FEEDBACK_REQUEST_CANCELLED')
      setAskCancelled(true);
    else if (isFieldError(outcome.error)) setErrors(fieldErrors(outcome.error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!draft.content.trim())
      return setErrors((current) => ({ ...current, content: intl.formatMessage(feedbackMessages.contentRequired) }));
    if (!canSubmit(draft) || !receiver) return;
    switch (intent.mode) {
      case 'send':
        return finish(await send({ workspaceId, receiverId: receiver.id, ...feedbackFields() }, receiver.name));
      case 'respond':
        expectOwn(intent.request.id);
        return finish(await send({ workspaceId, requestId: intent.request.id, ...feedbackFields() }, receiver.name));
      case 'edit-feedback':
        return finish(await update(intent.feedback.id, feedbackFields(), receiver.name));
      case 'request':
        return finish(
          await request(
            { workspaceId, receiverId: receiver.id, content: draft.content.trim(), todoIds: [...draft.todoIds] },
            receiver.name,
          ),
        );
      case 'edit-request':
        return finish(
          await updateRequest(
            intent.request.id,
            { content: draft.content.trim(), todoIds: [...draft.todoIds] },
            receiver.name,
          ),
        );
    }
  };

  /** The requester cancelled: the same feedback, to them, without the request. */
  const sendAnyway = async () => {
    if (intent.mode !== 'respond') return;
    const outcome = await send(
      { workspaceId, receiverId: intent.request.sender.id, ...feedbackFields() },
      intent.request.sender.name,
    );
    setAskCancelled(false);
    finish(outcome);
  };

  const isRequest = !withValues;
  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="feedback-form" data-mode={mode}>
        <Group align="stretch" gap="lg" wrap="nowrap">
          <Stack gap="md" w={390} style={{ flex: 'none', minWidth: 0 }}>
            <ReceiverFieldFor
              intent={intent}
              colleagues={colleagues}
              loading={colleaguesLoading}
              value={draft.receiverId}
              error={errors['receiverId']}
              onChange={(receiverId) => change({ receiverId, todoIds: [] }, 'receiverId', 'todoIds')}
            />
            {intent.mode === 'respond' && (
              <div className={classes.quote} data-testid="feedback-respond-request">
                <Text size="xs" fw={600} c="gray.7">
                  {intl.formatMessage(feedbackMessages.theirRequest, { name: intent.request.sender.name })}
                </Text>
                <Text size="sm" c="gray.8" className={classes.content} lineClamp={4}>
                  {intent.request.content}
                </Text>
              </div>
            )}
            <Textarea
              label={intl.formatMessage(isRequest ? feedbackMessages.requestContent : feedbackMessages.content)}
              placeholder={intl.formatMessage(
                isRequest ? feedbackMessages.requestPlaceholder : feedbackMessages.contentPlaceholder,
              )}
              autosize
              minRows={5}
              maxRows={10}
              maxLength={FEEDBACK_CONTENT_MAX}
              value={draft.content}
              onChange={(event) => change({ content: event.currentTarget.value }, 'content')}
              error={errors['content']}
              data-autofocus
              data-testid="feedback-content-input"
            />
            {!isRequest && (
              <ImproveFeedback content={draft.content} onUse={(content) => change({ content }, 'content')} />
            )}
            {withValues && (
              <CoreValuePickers
                values={activeValues}
                kept={keptValues}
                positiveIds={draft.positiveIds}
                negativeIds={draft.negativeIds}
                onChange={(next) => change(next, 'coreValueIds', 'positiveCoreValueIds', 'negativeCoreValueIds')}
                error={errors['coreValueIds'] ?? errors['positiveCoreValueIds'] ?? errors['negativeCoreValueIds']}
                emptyHint={
                  values.data
                    ? intl.formatMessage(isAdmin ? feedbackMessages.noValuesHint : feedbackMessages.noValuesMemberHint)
                    : undefined
                }
              />
            )}
            <SelectedTodos
              todos={selectedTodos}
              onRemove={(id) => change({ todoIds: draft.todoIds.filter((other) => other !== id) }, 'todoIds')}
              error={errors['todoIds']}
            />
          </Stack>
          <Box style={{ flex: 1, minWidth: 0, borderLeft: '1px solid var(--mantine-color-gray-2)' }} pl="lg">
            <TodoPicker
              owner={ownerId ? (ownerId === viewerId ? { id: ownerId, name: '' } : receiver) : null}
              own={ownerId !== null && ownerId === viewerId}
              todos={known}
              loading={choices.loading}
              failed={choices.failed}
              onRetry={choices.retry}
              period={choices.period}
              onPeriod={choices.setPeriod}
              selected={draft.todoIds}
              onChange={(todoIds) => change({ todoIds }, 'todoIds')}
            />
          </Box>
        </Group>
        <Group justify="space-between" mt="lg" wrap="nowrap">
          {withValues && isAdmin ? (
            <Button
              variant="subtle"
              color="gray"
              size="sm"
              leftSection={<IconSettings size={16} />}
              onClick={() => setSettingsOpen(true)}
              data-testid="core-value-settings-open"
            >
              {intl.formatMessage(feedbackMessages.valueSettings)}
            </Button>
          ) : (
            <span />
          )}
          <FormActions
            loading={busy}
            onCancel={onCancel}
            submitDisabled={!canSubmit(draft)}
            submitLabel={intl.formatMessage(SUBMIT_WORDS[mode])}
          />
        </Group>
      </form>
      <CoreValueSettingsDialog opened={settingsOpen} workspaceId={workspaceId} onClose={() => setSettingsOpen(false)} />
      {intent.mode === 'respond' && (
        <ConfirmDialog
          opened={askCancelled}
          color="brand"
          title={intl.formatMessage(feedbackMessages.cancelledTitle)}
          confirmLabel={intl.formatMessage(feedbackMessages.sendAnyway)}
          loading={sending}
          onClose={() => setAskCancelled(false)}
          onConfirm={() => void sendAnyway()}
        >
          {intl.formatMessage(feedbackMessages.cancelledBody, { name: intent.request.sender.name })}
        </ConfirmDialog>
      )}
    </>
  );
}

interface ReceiverProps {
  readonly intent: ModalIntent;
  readonly colleagues: ReturnType<typeof useFeedbackColleagues>['colleagues'];
  readonly loading: boolean;
  readonly value: string | null;
  readonly error: string | undefined;
  readonly onChange: (id: string | null) => void;
}

/** "To" (feedback) or "Ask" (requests): chosen when sending or requesting anew, shown otherwise. */
function ReceiverFieldFor({ intent, colleagues, loading, value, error, onChange }: ReceiverProps) {
  const intl = useIntl();
  const label = intl.formatMessage(
    intent.mode === 'request' || intent.mode === 'edit-request' ? feedbackMessages.askWho : feedbackMessages.receiver,
  );
  return (
    <ReceiverField
      label={label}
      colleagues={colleagues}
      value={value}
      onChange={onChange}
      fixed={choosesReceiver(intent.mode) ? null : fixedReceiver(intent)}
      loading={loading}
      error={error}
    />
  );
}
