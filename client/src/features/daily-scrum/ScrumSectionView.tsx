import { Badge, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOptionalTodoDrawer } from '../../app/todoDrawer';
import type { IconProps } from '../../components/icons';
import { IconLink } from '../../components/icons';
import { graphql } from '../../gql';
import classes from './daily-scrum.module.css';
import { scrumMessages } from './messages';

export interface ScrumLineView {
  readonly text: string;
  readonly todoId: string | null;
  readonly ageDays?: number;
}

/**
 * A line's text; a line linked to a to-do opens that to-do's drawer (over the page), its title taken
 * from the line until the drawer has loaded it.
 */
export function ScrumLineText({ line, date }: { readonly line: ScrumLineView; readonly date: string }) {
  const intl = useIntl();
  const drawer = useOptionalTodoDrawer();
  if (!line.todoId || !drawer) return <span>{line.text}</span>;
  const todoId = line.todoId;
  return (
    <UnstyledButton
      className={classes.todoLink}
      fz="sm"
      title={intl.formatMessage(scrumMessages.openTodo)}
      onClick={() => drawer.open(todoId, { date, title: line.text })}
      data-testid="scrum-todo-link"
    >
      {line.text}
      <IconLink size={13} className={classes.linkIcon} />
    </UnstyledButton>
  );
}

/** How long a blocker has been open: grey on its first day, orange after, red from three days. */
export function BlockerAge({ days }: { readonly days: number }) {
  const intl = useIntl();
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="light"
      tt="none"
      color={days >= 3 ? 'red' : days >= 1 ? 'orange' : 'gray'}
      style={{ flex: 'none' }}
      data-testid="scrum-blocker-age"
    >
      {intl.formatMessage(scrumMessages.blockerAge, { days })}
    </Badge>
  );
}

/** One section of a posted item (Done, Today, Blockers): its heading and lines, a dash when empty. */
export function ScrumSectionView({
  title,
  icon: Icon,
  color,
  lines,
  date,
  testId,
}: {
  readonly title: ReactNode;
  readonly icon: ComponentType<IconProps>;
  readonly color: string;
  readonly lines: readonly ScrumLineView[];
  readonly date: string;
  readonly testId: string;
}) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }} data-testid={testId}>
      <Group gap={5} wrap="nowrap" c={color}>
        <Icon size={15} />
        <Text size="xs" fw={700}>
          {title}
        </Text>
      </Group>
      {lines.length === 0 ? (
        <Text size="sm" c="gray.5">
          —
        </Text>
      ) : (
        <ul className={classes.lines}>
          {lines.map((line, index) => (
            <li key={index} className={classes.line}>
              <span style={{ minWidth: 0, flex: 1 }}>
                <ScrumLineText line={line} date={date} />
              </span>
              {line.ageDays !== undefined && <BlockerAge days={line.ageDays} />}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The small link mark of a line (in the form) that came from a to-do. */
export function LinkedMark() {
  const intl = useIntl();
  const label = intl.formatMessage(scrumMessages.linkedTodo);
  return (
    <Tooltip label={label} withinPortal>
      <span
        role="img"
        aria-label={label}
        style={{ display: 'inline-flex', color: 'var(--mantine-color-brand-6)' }}
        data-testid="scrum-line-linked"
      >
        <IconLink size={15} />
      </span>
    </Tooltip>
  );
}

ScrumSectionView.fragments = {
  line: graphql(`
    fragment ScrumSectionView_line on ScrumLineType {
      text
      todoId
    }
  `),
  blocker: graphql(`
    fragment ScrumSectionView_blocker on ScrumBlockerType {
      text
      todoId
      since
      ageDays
    }
  `),
};
