import { ActionIcon, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconPlus } from '../../components/icons';
import { plannerMessages } from './messages';
import { useQuickAddTodo } from './useQuickAddTodo';

/** Quick add into the inbox: a title and Enter (blank titles are not sent). */
export function QuickAdd() {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [add, sending] = useQuickAddTodo();
  const submit = async () => {
    const trimmed = title.trim();
    if (!trimmed || sending) return;
    if (await add(trimmed)) setTitle('');
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      style={{ marginBottom: 6 }}
    >
      <TextInput
        size="xs"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.currentTarget.value)}
        placeholder={intl.formatMessage(plannerMessages.quickAddPlaceholder)}
        aria-label={intl.formatMessage(plannerMessages.quickAddLabel)}
        rightSection={
          <ActionIcon
            type="submit"
            size="sm"
            variant="subtle"
            disabled={!title.trim()}
            loading={sending}
            aria-label={intl.formatMessage(plannerMessages.quickAddSubmit)}
          >
            <IconPlus size={14} />
          </ActionIcon>
        }
      />
    </form>
  );
}
