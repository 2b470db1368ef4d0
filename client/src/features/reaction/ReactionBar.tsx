import { ActionIcon, Group, Popover, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconAddReaction } from '../../components/icons';
import { graphql } from '../../gql';
import type { ReactionBar_ReactionsFragment } from '../../gql/graphql';
import { EmojiPicker } from './EmojiPicker';
import { pickerLanguage, preloadEmojiMart } from './emojiMart';
import { reactionMessages } from './messages';
import classes from './reaction.module.css';
import type { ReactionTarget } from './target';
import { useAddReaction } from './useAddReaction';
import { useRemoveReaction } from './useRemoveReaction';

export interface ReactionBarProps {
  /** What the reactions are on. */
  readonly target: ReactionTarget;
  /** The target's reactions (`reactions { ...ReactionBar_reactions }`), emojis in the order first used. */
  readonly reactions: readonly ReactionBar_ReactionsFragment[];
  /** Whether the viewer may react (a feedback's receiver): chips toggle and the add button shows. */
  readonly canReact: boolean;
}

/**
 * The emoji reactions on a target (spec 3): a chip per emoji with its count, marked where the viewer
 * is among those who reacted, their names in a tooltip. Who may react toggles their own reaction on a
 * chip and adds one from the picker; the others only see them. Nothing shows when there is nothing
 * to see or do.
 */
export function ReactionBar({ target, reactions, canReact }: ReactionBarProps) {
  const intl = useIntl();
  const add = useAddReaction(target);
  const remove = useRemoveReaction(target);
  const [picking, setPicking] = useState(false);

  if (!canReact && reactions.length === 0) return null;

  const toggle = (group: ReactionBar_ReactionsFragment) => {
    void (group.viewerReacted ? remove(group.emoji, reactions) : add(group.emoji, reactions));
  };

  const pick = (emoji: string) => {
    setPicking(false);
    if (!reactions.some((group) => group.emoji === emoji && group.viewerReacted)) void add(emoji, reactions);
  };

  const preload = () => preloadEmojiMart(pickerLanguage(intl.locale));
  const addLabel = intl.formatMessage(reactionMessages.add);

  return (
    <Group gap={6} data-testid="reaction-bar">
      {reactions.map((group) => (
        <ReactionChip key={group.emoji} group={group} onToggle={canReact ? () => toggle(group) : undefined} />
      ))}
      {canReact && (
        <Popover
          opened={picking}
          onChange={setPicking}
          position="bottom-start"
          shadow="md"
          radius="md"
          withinPortal
          trapFocus={false}
          zIndex={400}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              size={28}
              aria-label={addLabel}
              title={addLabel}
              aria-expanded={picking}
              aria-haspopup="dialog"
              onClick={() => setPicking((open) => !open)}
              onMouseEnter={preload}
              onFocus={preload}
              data-testid="reaction-add"
            >
              <IconAddReaction />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0}>
            <EmojiPicker onSelect={pick} />
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}

ReactionBar.fragments = {
  reactions: graphql(`
    fragment ReactionBar_reactions on ReactionGroup {
      emoji
      count
      viewerReacted
      users {
        id
        name
      }
    }
  `),
};

/** One emoji with its count; a toggle when `onToggle` is given, else read only. */
function ReactionChip({
  group,
  onToggle,
}: {
  readonly group: ReactionBar_ReactionsFragment;
  readonly onToggle: (() => void) | undefined;
}) {
  const intl = useIntl();
  const names = group.users.map((user) => user.name).join(', ');
  const face = (
    <>
      <span className={classes.emoji} aria-hidden="true">
        {group.emoji}
      </span>
      <span className={classes.count} aria-hidden="true">
        {group.count}
      </span>
      <VisuallyHidden>
        {intl.formatMessage(reactionMessages.group, { emoji: group.emoji, count: group.count, names })}
      </VisuallyHidden>
    </>
  );
  const common = {
    className: classes.chip,
    'data-reacted': group.viewerReacted || undefined,
    'data-testid': 'reaction-chip',
    'data-emoji': group.emoji,
  };

  return (
    <Tooltip label={names} withinPortal multiline maw={280} disabled={names === ''}>
      {onToggle ? (
        <UnstyledButton {...common} aria-pressed={group.viewerReacted} onClick={onToggle}>
          {face}
        </UnstyledButton>
      ) : (
        <span {...common}>{face}</span>
      )}
    </Tooltip>
  );
}
