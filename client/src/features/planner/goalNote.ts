import { isActiveStatus, type GoalStatus } from '@domain/goal-status';
import type { IntlShape } from 'react-intl';
import { statusLabels } from '../../components/work-item';
import { plannerMessages } from './messages';

/**
 * Why a block's to-do is no longer in the viewer's lists, or null: its goal is hidden by the viewer
 * or outside the active statuses (spec 1 section 4). The grid keeps such blocks, since their time
 * was planned and their rows stay taken, and marks them with this note.
 */
export function goalNote(intl: IntlShape, goal: { readonly status: GoalStatus; readonly viewerHidden: boolean } | null | undefined): string | null {
  if (!goal) return null;
  if (goal.viewerHidden) return intl.formatMessage(plannerMessages.goalHidden);
  if (isActiveStatus(goal.status)) return null;
  return intl.formatMessage(plannerMessages.goalNotActive, { status: intl.formatMessage(statusLabels[goal.status]) });
}
