import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CategoryDot, useCategoryName } from '../../components/category';
import { IconClock, IconTarget } from '../../components/icons';
import type { PlannerEntryFragment } from '../../gql/graphql';
import type { BlockLines } from './blockContent';
import { plannerMessages } from './messages';
import classes from './planner.module.css';

interface Props {
  readonly planner: PlannerEntryFragment;
  readonly title: string;
  readonly lines: BlockLines;
  /** How many lines the block leaves out. */
  readonly count: number;
  /** The block's box on the lane: the button sits at its right end. */
  readonly top: number;
  readonly height: number;
  /** The block's colours (category surface): the pill takes them. */
  readonly surface: { readonly background: string; readonly border: string; readonly text: string };
  readonly onOpen: (planner: PlannerEntryFragment) => void;
}

/**
 * The "+N" of a block too short for what it holds: a button beside the block (not inside it: the block
 * is itself a button, and the two stay apart for a finger) that opens the title, time, goal and
 * category, and the to-do from there.
 */
export function BlockMore({ planner, title, lines, count, top, height, surface, onOpen }: Props) {
  const intl = useIntl();
  const categoryName = useCategoryName();
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="right-start"
      width={260}
      shadow="md"
      withArrow
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <button
          type="button"
          className={classes.blockMore}
          style={{ top: top + (height - BUTTON_HEIGHT) / 2 }}
          aria-label={intl.formatMessage(plannerMessages.blockMoreLabel, { title, count })}
          aria-expanded={opened}
          onMouseDown={(event) => event.stopPropagation()}
          onClick={() => setOpened((open) => !open)}
          data-testid="planner-block-more"
        >
          <span
            className={classes.blockMorePill}
            style={{ background: surface.background, borderLeftColor: surface.border, color: surface.text }}
          >
            {intl.formatMessage(plannerMessages.blockMore, { count })}
          </span>
        </button>
      </Popover.Target>
      <Popover.Dropdown data-testid="planner-block-details">
        <Stack gap={6}>
          <Text
            fz={13}
            fw={700}
            className={planner.todo.masked ? classes.masked : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text fz={12}>{lines.time}</Text>
          </Group>
          {lines.goal !== null && (
            <Group gap={6} wrap="nowrap">
              <IconTarget size={14} aria-hidden />
              <Text fz={12} style={{ overflowWrap: 'anywhere' }}>
                {intl.formatMessage(plannerMessages.blockGoal, { goal: lines.goal })}
              </Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <CategoryDot color={planner.todo.category.color} />
            <Text fz={12}>{categoryName(planner.todo.category)}</Text>
          </Group>
          <Button
            size="compact-xs"
            variant="light"
            mt={2}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setOpened(false);
              onOpen(planner);
            }}
          >
            {intl.formatMessage(plannerMessages.blockOpen)}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The "+N" button's height in px (planner.module.css .blockMore). */
const BUTTON_HEIGHT = 24;
