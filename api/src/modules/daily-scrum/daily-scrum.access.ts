import type { Row } from '../../database/entity-row.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import type { ClosedThreadTarget } from '../comment/comment-target.js';
import { checkTeam } from '../team/team.access.js';
import { teamPolicy } from '../team/team.policy.js';
import { DailyScrum, type DailyScrumItem } from './daily-scrum.entity.js';
import { dailyScrumPolicy, type ScrumViewer } from './daily-scrum.policy.js';
import { readScrumItem, scrumItemReadFacts } from './daily-scrum.read.js';

export interface CheckedScrumItem {
  item: Row<DailyScrumItem>;
  teamId: string;
  date: string;
  viewer: ScrumViewer;
}

/**
 * A scrum item for a read or a change, checked in one statement: NOT_FOUND for those outside the
 * team (nobody else learns it exists), FORBIDDEN SCRUM_AUTHOR_ONLY for a teammate's change.
 */
export async function checkScrumItem(
  ctx: SignedInContext,
  itemId: string,
  rule: (viewer: ScrumViewer, item: { authorId: string }) => boolean = dailyScrumPolicy.read,
): Promise<CheckedScrumItem> {
  const found = await readScrumItem(ctx.em, ctx.viewer.userId, itemId);
  const viewer = found && scrumItemReadFacts.of(found.item)!.viewer;
  if (!found || !viewer || !dailyScrumPolicy.read(viewer)) throw errors.notFound('Daily scrum item');
  if (!rule(viewer, { authorId: found.item.user.id }))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only its author can change this item.', { reason: 'SCRUM_AUTHOR_ONLY' });
  return { ...found, viewer };
}

/** A scrum item's thread: team members comment, its author hears of it, the notification opens the day. */
export function scrumItemCommentTarget(checked: {
  item: Pick<Row<DailyScrumItem>, 'id' | 'content' | 'user'>;
  teamId: string;
  date: string;
}): ClosedThreadTarget<'dailyScrumItem'> {
  const { item, teamId, date } = checked;
  return {
    kind: 'dailyScrumItem',
    id: item.id,
    title: item.content,
    workspaceIds: [],
    followerIds: [item.user.id],
    notice: { team_id: teamId, daily_scrum_date: date, daily_scrum_item_id: item.id },
  };
}

/** The scrum of an id for a live view, its team's rule checked (NOT_FOUND when missing). */
export async function checkScrumById(ctx: SignedInContext, scrumId: string): Promise<void> {
  const scrum = await ctx.em.findOne(DailyScrum, { id: scrumId }, { fields: ['team'] });
  if (!scrum) throw errors.notFound('Daily scrum');
  await checkTeam(ctx, scrum.team.id, teamPolicy.read);
}
