import { Button, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconChevronDown, IconChevronRight } from '../../components/icons';
import { plannerMessages } from './messages';
import classes from './planner.module.css';

interface Props {
  readonly title: ReactNode;
  readonly testId: string;
  /** The list: mounted, and so asked for, only once the section is opened. */
  readonly children: ReactNode;
}

/** A side section of the planner that starts folded (done and upcoming): its list loads when opened. */
export function FoldedList({ title, testId, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section className={classes.panel} data-testid={testId}>
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        w="100%"
        data-testid={`${testId}-toggle`}
      >
        <Group gap={6} wrap="nowrap">
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          <Text fz={14} fw={700}>
            {title}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>{open && <div style={{ marginTop: 6 }}>{children}</div>}</Collapse>
    </section>
  );
}

/** "n of m" and "Load more" under a folded list. */
export function MoreRow({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  readonly shown?: number;
  readonly total?: number;
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly onMore: () => void;
}) {
  const intl = useIntl();
  if (!hasMore) return null;
  return (
    <Group justify="space-between" mt={6}>
      <Text fz={12} c="gray.7">
        {total === undefined ? '' : intl.formatMessage(plannerMessages.shownOf, { shown: shown ?? 0, total })}
      </Text>
      <Button size="compact-xs" variant="subtle" loading={loading} onClick={onMore}>
        {intl.formatMessage(plannerMessages.loadMore)}
      </Button>
    </Group>
  );
}
