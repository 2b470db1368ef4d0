import { Loader, Text } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { IconAlert } from '../../components/icons';
import classes from './assistant.module.css';
import { ChartCard } from './cards/ChartCard';
import { chartMessages } from './cards/chartMessages';
import { CreatedTodoCard } from './cards/CreatedTodoCard';
import { NoteSearchCard } from './cards/NoteSearchCard';
import { ReportCard } from './cards/ReportCard';
import { TodoDayCard } from './cards/TodoDayCard';
import type { ToolCall } from './chatState';
import { useFailureWords } from './failureWords';
import { assistantMessages } from './messages';
import { toolCard } from './toolResults';

const RUNNING: Readonly<Record<string, MessageDescriptor>> = {
  search_notes: assistantMessages.runningSearchNotes,
  read_note: assistantMessages.runningReadNote,
  get_todos: assistantMessages.runningTodos,
  get_public_todos: assistantMessages.runningTodos,
  get_todos_range: assistantMessages.runningTodos,
  find_user_id: assistantMessages.runningFindUser,
  create_todo: assistantMessages.runningCreateTodo,
  create_daily_report: assistantMessages.runningReport,
  create_weekly_report: assistantMessages.runningReport,
  get_chart: chartMessages.running,
};

/** A tool of an answer: a line while it runs, the reason when it failed, its card once done (none for tools without one). */
export function ToolPart({ tool }: { readonly tool: ToolCall }) {
  const intl = useIntl();
  const failureWords = useFailureWords();
  if (tool.status === 'running') {
    return (
      <div className={classes.toolLine} data-testid="assistant-tool-running">
        <Loader size={12} />
        {intl.formatMessage(RUNNING[tool.name] ?? assistantMessages.runningOther)}
      </div>
    );
  }
  if (tool.status === 'error') {
    const why = failureWords(tool.error ?? '');
    return (
      <div className={classes.toolLine} data-testid="assistant-tool-error">
        <IconAlert size={14} color="var(--mantine-color-red-7)" />
        <Text size="xs" c="red.8">
          {why
            ? intl.formatMessage(assistantMessages.toolFailed, { error: why })
            : intl.formatMessage(assistantMessages.stepFailedUnknown)}
        </Text>
      </div>
    );
  }
  const card = toolCard(tool.name, tool.result);
  switch (card?.kind) {
    case 'notes':
      return <NoteSearchCard result={card.result} />;
    case 'todoDay':
      return <TodoDayCard result={card.result} />;
    case 'todoRange':
      // The days with to-dos, each as its day's card; the answer says when the range has none.
      return card.result.days
        .filter((day) => day.todos.length > 0)
        .map((day) => <TodoDayCard key={day.date} result={day} />);
    case 'createdTodo':
      return <CreatedTodoCard result={card.result} />;
    case 'report':
      return <ReportCard result={card.result} />;
    case 'chart':
      return <ChartCard result={card.result} />;
    default:
      return null;
  }
}
