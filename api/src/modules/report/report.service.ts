import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { EMPTY_NOTE_DOC } from '@domain/note-schema.js';
import { titleSnippet } from '@domain/notification-text.js';
import type { NotificationType } from '@domain/notification-types.js';
import { composeWorkDraft } from '@domain/report-draft.js';
import type { WorkSummaryWriter } from './work-summary.js';
import { reportPeriod, reportTitle, type ReportPeriodError, type ReportTypeCode } from '@domain/report-period.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import { validDoc, validTitle } from '../note/note-document.js';
import type { NotificationService } from '../notification/notification.service.js';
import { User } from '../user/user.entity.js';
import { activeMembersAmong } from '../workspace/active-members.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { Report, ReportReceiver, ReportType } from './report.entity.js';
import { readWorkOfPeriod } from './report-draft.read.js';

export interface NewReport {
  workspaceId: string;
  type: ReportTypeCode;
  startDate: string | null;
  endDate: string | null;
  title?: string | null;
  content?: unknown;
  /** Compose the document from the author's work of the period (when no content is given). */
  fromMyWork?: boolean;
  /** Create it even when the author has a report of the same type and period. */
  allowDuplicate?: boolean;
}

export interface ReceiverPick {
  userId: string;
  isPrimary: boolean;
}

const PERIOD_MESSAGES: Record<ReportPeriodError, string> = {
  DATE_REQUIRED: 'Choose the date of the report (both ends of its range).',
  FUTURE_DATE: 'A report cannot cover dates after today.',
  RANGE_REVERSED: 'The range ends before it starts.',
  RANGE_TOO_LONG: 'A weekly report covers at most 7 days (a custom one at most a year).',
};

/**
 * Reports (spec 2 sections 3 to 5): written as drafts, sent to colleagues of the workspace, read
 * and deleted by each receiver for themselves. Callers have authorized; every rule on dates and
 * receivers is checked here. Receivers hear of it by notification, and every open list of the author
 * and the receivers by the `report.changed` topic of each of them.
 */
export class ReportService {
  constructor(
    private readonly deps: { bus: EventBus; notifications: NotificationService; summary: WorkSummaryWriter },
  ) {}

  async create(em: EntityManager, author: User, input: NewReport): Promise<Report> {
    const type = await em.findOne(ReportType, { id: input.type, isActive: true });
    if (!type) throw errors.badInput('type', 'INVALID_REPORT_TYPE', 'This type of report is not available.');
    const today = DateTime.now().setZone(author.timezone).toISODate()!;
    const period = reportPeriod(input.type, input.startDate, input.endDate, today);
    if (typeof period === 'string') throw errors.badInput('startDate', `REPORT_${period}`, PERIOD_MESSAGES[period]);
    if (!input.allowDuplicate) await this.refuseDuplicate(em, author, input, period);
    const work =
      input.fromMyWork && input.content == null
        ? await readWorkOfPeriod(em, author.id, input.workspaceId, period, author.timezone)
        : null;
    const doc = validDoc(
      input.content ??
        (work
          ? composeWorkDraft(work, author.language, await this.deps.summary.write(work, author.language))
          : EMPTY_NOTE_DOC),
    );
    const report = em.create(Report, {
      title: validTitle(input.title?.trim() || reportTitle(input.type, period, author.language)),
      content: doc.json,
      markdownContent: doc.markdown,
      reportType: type,
      register: author,
      owner: author,
      workspace: em.getReference(Workspace, input.workspaceId),
      startDate: period.start,
      endDate: period.end,
      // The chart of the period's planned time goes with a draft from the author's work.
      workTime: work?.timeByCategory.length
        ? { timeByCategory: work.timeByCategory, timeByGoal: work.timeByGoal }
        : null,
    });
    await em.flush();
    this.publish(report, [author.id]);
    return report;
  }

  /**
   * A second report of the same type and period by the same author is most often a mistake: it is
   * refused (CONFLICT REPORT_EXISTS, with the existing report's id) unless asked for on purpose.
   */
  private async refuseDuplicate(
    em: EntityManager,
    author: User,
    input: NewReport,
    period: { start: string; end: string },
  ): Promise<void> {
    const existing = await em.findOne(
      Report,
      {
        register: author,
        workspace: input.workspaceId,
        reportType: input.type,
        startDate: period.start,
        endDate: period.end,
        authorDeleted: false,
      },
      { fields: ['id', 'title'] },
    );
    if (existing) {
      throw new AppError(ErrorCode.CONFLICT, 'You already have a report of this type for this period.', {
        reason: 'REPORT_EXISTS',
        existingId: existing.id,
        existingTitle: existing.title,
      });
    }
  }

  /** Saves the title and the document; a sent report goes back to unread for every receiver, who is told. */
  async update(
    em: EntityManager,
    actorId: string,
    report: Report,
    input: { title?: string | null; content?: unknown },
  ): Promise<Report> {
    if (input.title != null) report.title = validTitle(input.title);
    if (input.content !== undefined && input.content !== null) {
      const doc = validDoc(input.content);
      report.content = doc.json;
      report.markdownContent = doc.markdown;
    }
    const receivers = report.isDraft ? [] : await em.find(ReportReceiver, { report, enable: true });
    for (const receiver of receivers) Object.assign(receiver, { isRead: false, readAt: null });
    await em.flush();
    const ids = receivers.map((receiver) => receiver.user.id);
    await this.notify('report_updated', actorId, report, ids);
    this.publish(report, [actorId, ...ids]);
    return report;
  }

  /**
   * Sends to colleagues: new receivers are added unread, existing ones (a receiver who deleted it
   * included) are set unread again. At most one is primary; naming one makes the others plain.
   */
  async send(
    em: EntityManager,
    actorId: string,
    report: Report,
    picks: ReceiverPick[],
  ): Promise<{ newReceivers: string[]; updatedReceivers: string[] }> {
    await this.checkReceivers(em, actorId, report, picks);
    const existing = new Map((await em.find(ReportReceiver, { report })).map((row) => [row.user.id, row]));
    const primary = picks.find((pick) => pick.isPrimary)?.userId;
    if (primary) for (const row of existing.values()) row.isPrimary = row.user.id === primary;
    const newReceivers: string[] = [];
    const updatedReceivers: string[] = [];
    for (const pick of picks) {
      const row = existing.get(pick.userId);
      if (row) {
        Object.assign(row, { isRead: false, readAt: null, enable: true, sentAt: new Date() });
        updatedReceivers.push(pick.userId);
      } else {
        em.create(ReportReceiver, {
          report,
          user: em.getReference(User, pick.userId),
          isPrimary: pick.userId === primary,
        });
        newReceivers.push(pick.userId);
      }
    }
    report.isDraft = false;
    report.sentAt ??= new Date();
    try {
      await em.flush();
    } catch (error) {
      // Two sends to one colleague at once: the unique key keeps one; the other is told plainly.
      if (error instanceof UniqueConstraintViolationException) throw duplicateReceiver();
      throw error;
    }
    await this.notify('report_receive', actorId, report, newReceivers);
    await this.notify('report_updated', actorId, report, updatedReceivers);
    this.publish(report, [actorId, ...existing.keys(), ...newReceivers]);
    return { newReceivers, updatedReceivers };
  }

  /** The author takes a colleague off the report: it leaves their list and their notifications of it stay as they are. */
  async removeReceiver(em: EntityManager, report: Report, userId: string): Promise<void> {
    const row = await em.findOne(ReportReceiver, { report, user: userId });
    if (!row) throw errors.notFound('Receiver');
    await em.removeAndFlush(row);
    this.publish(report, [report.register.id, userId]);
  }

  async markRead(em: EntityManager, report: Report, userId: string): Promise<void> {
    const row = await em.findOneOrFail(ReportReceiver, { report, user: userId });
    if (row.isRead) return;
    Object.assign(row, { isRead: true, readAt: new Date() });
    await em.flush();
    this.publish(report, [report.register.id, userId]);
  }

  /** A receiver deletes it from their own list; the author and the other receivers keep it. */
  async deleteReceived(em: EntityManager, report: Report, userId: string): Promise<void> {
    const row = await em.findOneOrFail(ReportReceiver, { report, user: userId });
    row.enable = false;
    await em.flush();
    this.publish(report, [report.register.id, userId]);
  }

  /**
   * The author's delete: a draft goes; a sent report leaves the author's side only, and stays on the
   * lists of the receivers who have not deleted it themselves.
   */
  async deleteByAuthor(em: EntityManager, report: Report): Promise<void> {
    const receivers = await em.find(ReportReceiver, { report });
    if (report.isDraft) report.enable = false;
    else report.authorDeleted = true;
    await em.flush();
    this.publish(report, [report.register.id, ...receivers.map((row) => row.user.id)]);
  }

  /** Asks a colleague for a report: their notification opens the creation form with the asker as receiver. */
  async request(em: EntityManager, actorId: string, workspaceId: string, userId: string): Promise<void> {
    if (userId === actorId)
      throw errors.badInput('userId', 'REPORT_RECEIVER_SELF', 'You cannot ask yourself for a report.');
    if ((await activeMembersAmong(em, workspaceId, [userId])).length === 0) throw receiverNotMember();
    await this.deps.notifications.notify({
      type: 'report_request',
      actorId,
      recipientIds: [userId],
      content: { workspace_id: workspaceId },
      related: { type: 'user', id: actorId },
      workspaceId,
    });
  }

  private async checkReceivers(
    em: EntityManager,
    actorId: string,
    report: Report,
    picks: ReceiverPick[],
  ): Promise<void> {
    if (picks.length === 0)
      throw errors.badInput('receivers', 'REPORT_RECEIVERS_REQUIRED', 'Choose at least one receiver.');
    const ids = picks.map((pick) => pick.userId);
    if (new Set(ids).size !== ids.length) throw duplicateReceiver();
    if (ids.includes(actorId))
      throw errors.badInput('receivers', 'REPORT_RECEIVER_SELF', 'You cannot send a report to yourself.');
    if (picks.filter((pick) => pick.isPrimary).length > 1)
      throw errors.badInput('receivers', 'REPORT_ONE_PRIMARY', 'Only one receiver can be the primary one.');
    if ((await activeMembersAmong(em, report.workspace.id, ids)).length !== ids.length) throw receiverNotMember();
  }

  private async notify(type: NotificationType, actorId: string, report: Report, recipientIds: string[]): Promise<void> {
    if (recipientIds.length === 0) return;
    await this.deps.notifications.notify({
      type,
      actorId,
      recipientIds,
      content: {
        parent_title: titleSnippet(report.title),
        parent_type: 'report',
        parent_id: report.id,
        workspace_id: report.workspace.id,
      },
      related: { type: 'report', id: report.id },
      workspaceId: report.workspace.id,
    });
  }

  private publish(report: Report, userIds: string[]): void {
    for (const userId of new Set(userIds))
      this.deps.bus.publish('report.changed', userId, { reportId: report.id, workspaceId: report.workspace.id });
  }
}

const duplicateReceiver = () =>
  errors.conflict('REPORT_RECEIVER_DUPLICATE', 'This colleague already receives the report.', 'receivers');
const receiverNotMember = () =>
  errors.badInput('receivers', 'REPORT_RECEIVER_NOT_MEMBER', 'Reports go to active members of the workspace only.');
