import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementProblem,
  normalizeAnnouncement,
  type Announcement,
  type AnnouncementProblem,
} from '@domain/announcement.js';
import { plainText, titleSnippet } from '@domain/notification-text.js';
import type { Orm } from '../../database/orm.type.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { NotificationContent } from '../notification/notification.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { RequestLimiter } from '../rate-limit/request-limiter.js';
import { User } from '../user/user.entity.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { WorkspaceMember, type Workspace } from '../workspace/workspace.entity.js';
import type { AnnouncementInput } from './announcement.types.js';

/** Recipients notified at once by an announcement to everyone. */
const EVERYONE_BATCH = 500;

const PROBLEMS: Record<AnnouncementProblem, () => AppError> = {
  TITLE_REQUIRED: () => errors.badInput('title', 'TITLE_REQUIRED', 'Please enter a title.'),
  TITLE_TOO_LONG: () =>
    errors.badInput('title', 'TITLE_TOO_LONG', `The title can be at most ${ANNOUNCEMENT_TITLE_MAX} characters.`),
  BODY_TOO_LONG: () =>
    errors.badInput('body', 'TOO_LONG', `The text can be at most ${ANNOUNCEMENT_BODY_MAX} characters.`),
};

const limitReached = (retryAfterSeconds: number) =>
  new AppError(
    ErrorCode.RATE_LIMITED,
    'This workspace has sent as many announcements as it may today. Try again later.',
    { retryAfterSeconds, reason: 'ANNOUNCEMENT_LIMIT' },
  );

/** The announcement as a notification shows it: whole, as plain text. */
function announcementContent(announcement: Announcement): NotificationContent {
  return { title: plainText(announcement.title), body: announcement.body ? plainText(announcement.body) : null };
}

/** Checked and normalized, or BAD_USER_INPUT naming the field. */
function validAnnouncement(input: AnnouncementInput): Announcement {
  const announcement = normalizeAnnouncement(input.title, input.body);
  const problem = announcementProblem(announcement);
  if (problem) throw PROBLEMS[problem]();
  return announcement;
}

/**
 * Announcements, as system_announcement notifications (bell and push): a workspace owner's to the
 * workspace's other active members, a few a day per workspace; and the operator's to every user
 * whose account is verified, from Quarter itself.
 */
export class AnnouncementService {
  constructor(
    private readonly orm: Orm,
    private readonly notifications: NotificationService,
    private readonly perWorkspace: RequestLimiter,
  ) {}

  async toWorkspace(
    em: EntityManager,
    ownerId: string,
    workspace: Workspace,
    input: AnnouncementInput,
  ): Promise<{ recipientCount: number; announcementsLeftToday: number }> {
    const announcement = validAnnouncement(input);
    const budget = await this.perWorkspace.spend(workspace.id);
    if (!budget.allowed) throw limitReached(budget.resetSeconds);
    const members = await em.find(
      WorkspaceMember,
      { workspace, role: { $in: [...ACTIVE_ROLES] } },
      { fields: ['user'] },
    );
    const sent = await this.notifications.notify({
      type: 'system_announcement',
      actorId: ownerId,
      recipientIds: members.map((member) => member.user.id),
      workspaceId: workspace.id,
      content: {
        scope: 'workspace',
        workspace_id: workspace.id,
        workspace_name: titleSnippet(workspace.name),
        ...announcementContent(announcement),
      },
      related: { type: 'workspace', id: workspace.id },
    });
    return { recipientCount: sent.length, announcementsLeftToday: budget.remaining };
  }

  /** How many more announcements the workspace may send within the current 24 hours. */
  leftToday(workspaceId: string): Promise<number> {
    return this.perWorkspace.remaining(workspaceId);
  }

  /** From Quarter to every verified account (the operator's command), in batches; answers how many were notified. */
  async toEveryone(input: AnnouncementInput): Promise<number> {
    const announcement = validAnnouncement(input);
    const em = this.orm.em.fork();
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const users: { id: string }[] = await em.find(
        User,
        { emailVerifiedAt: { $ne: null }, ...(after ? { id: { $gt: after } } : {}) },
        { fields: ['id'], orderBy: { id: 'asc' }, limit: EVERYONE_BATCH },
      );
      if (users.length === 0) return sent;
      sent += (
        await this.toUsers(
          users.map((user) => user.id),
          announcement,
        )
      ).length;
      after = users[users.length - 1]!.id;
      em.clear();
    }
  }

  /** From Quarter to the given accounts (the demo's welcome). */
  async fromQuarter(userIds: string[], input: AnnouncementInput): Promise<number> {
    return (await this.toUsers(userIds, validAnnouncement(input))).length;
  }

  private toUsers(userIds: string[], announcement: Announcement) {
    return this.notifications.notify({
      type: 'system_announcement',
      actorId: null,
      recipientIds: userIds,
      content: { scope: 'quarter', ...announcementContent(announcement) },
    });
  }
}
