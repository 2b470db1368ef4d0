import { filter } from '@graphql-yoga/subscription';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { DEFAULT_LOCALE } from '@domain/locale.js';
import { reportingPeriod, type ReportTypeCode } from '@domain/report-period.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { checkPage } from '../../graphql/paging.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, signedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Chart } from '../chart/chart.types.js';
import { checkTeam } from '../team/team.access.js';
import { teamPolicy } from '../team/team.policy.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';
import { authorizeWorkspace } from '../workspace/workspace.access.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { authorizeReport, checkReport, reportEntity, reportSubject } from './report.access.js';
import { Report, ReportType } from './report.entity.js';
import { reportPolicy } from './report.policy.js';
import {
  countUnreadReceived,
  readReceivedReports,
  readReport,
  readSentReports,
  reportReadFacts,
  type ReportFacts,
  type ReportListQuery,
  type ReportRoot,
} from './report.read.js';
import { ReportTypeEnum } from './report-type.enum.js';
import { readMembersWithoutReport } from './report-coverage.read.js';
import {
  CreateReportInput,
  ReportChange,
  ReportPage,
  ReportReceipt,
  ReportReceiverInput,
  ReportViewerCan,
  ReportWorkTime,
  SendReportPayload,
  UpdateReportInput,
} from './report.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const REPORT_PAGE_MAX = 50;

/** Reports (spec 2): thin resolvers over ReportService, every report through report.policy.ts. */
@Resolver(() => Report)
export class ReportResolver {
  @BoundTokens('account')
  @Query(() => [ReportType], { description: 'The active report types, by name.' })
  reportTypes(@SignedIn() ctx: SignedInContext): Promise<ReportType[]> {
    return ctx.em.find(ReportType, { isActive: true }, { orderBy: { name: 'asc' } });
  }

  @BoundTokens({ id: 'report' })
  @Query(() => Report, { description: 'A report its author or a receiver may read. NOT_FOUND otherwise.' })
  report(
    @Arg('id', () => UUIDScalar, { description: 'The report.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReportRoot> {
    return checkReport(ctx, id);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => ReportPage, {
    description: 'The viewer own reports of a workspace, newest first: drafts, sent ones, or both.',
  })
  async sentReports(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Reports to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Reports per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
    @Arg('drafts', () => Boolean, {
      nullable: true,
      description: 'True: only drafts; false: only reports sent at least once; omitted: both.',
    })
    drafts?: boolean | null,
  ): Promise<ReportPage> {
    return list(ctx, readSentReports, { workspaceId, offset, size, drafts: drafts ?? null });
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => ReportPage, {
    description: 'Reports sent to the viewer in a workspace and still on their list, last sent first.',
  })
  async receivedReports(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Reports to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Reports per page, 1 to 50.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReportPage> {
    return list(ctx, readReceivedReports, { workspaceId, offset, size });
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => Int, { description: 'Unread reports on the viewer received list of a workspace (the sidebar dot).' })
  unreadReportCount(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<number> {
    return countUnreadReceived(ctx.em, ctx.viewer.userId, workspaceId);
  }

  @BoundTokens({ teamId: 'team' })
  @Query(() => [UserProfile], {
    description:
      'Members of a team who have sent no report of a type for the day, the week (Sunday to Saturday) or the calendar period around a date: who has not reported.',
  })
  async membersWithoutReport(
    @Arg('teamId', () => UUIDScalar, { description: 'A team the viewer is a member of.' }) teamId: string,
    @Arg('type', () => ReportTypeEnum, { description: 'The kind of report: it sets the period around the date.' })
    type: ReportTypeCode,
    @Arg('date', () => LocalDateScalar, { description: 'A day of the period asked about.' }) date: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<UserProfileRow[]> {
    if (type === 'CUSTOM')
      throw errors.badInput('type', 'INVALID_REPORT_TYPE', 'Custom reports have no period to check.');
    await checkTeam(ctx, teamId, teamPolicy.read);
    return readMembersWithoutReport(ctx.em, teamId, type, reportingPeriod(type, date));
  }

  @BoundTokens({ 'input.workspaceId': 'workspace' })
  @Mutation(() => Report, {
    description: 'Writes a new report (a draft) for a period in a workspace the viewer belongs to.',
  })
  async createReport(
    @Arg('input', () => CreateReportInput, { description: 'The workspace, the kind and its period.' })
    input: CreateReportInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReportRoot> {
    await authorizeWorkspace(ctx, input.workspaceId, reportPolicy.write);
    const author = await ctx.loaders.user.load(ctx.viewer.userId);
    if (!author) throw errors.unauthenticated();
    const report = await ctx.services.reports.create(ctx.em, author, {
      ...input,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
    });
    return fresh(ctx, report.id);
  }

  @BoundTokens({ id: 'report' })
  @Mutation(() => Report, {
    description:
      'Saves the title and content (the author); a sent report is unread again for its receivers, who are told.',
  })
  async updateReport(
    @Arg('id', () => UUIDScalar, { description: 'A report the viewer wrote.' }) id: string,
    @Arg('input', () => UpdateReportInput, { description: 'The title or content to save.' }) input: UpdateReportInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReportRoot> {
    const report = await authorizeReport(ctx, id, reportPolicy.edit);
    await ctx.services.reports.update(ctx.em, ctx.viewer.userId, report, input);
    return fresh(ctx, id);
  }

  @BoundTokens({ id: 'report' })
  @Mutation(() => SendReportPayload, {
    description: 'Sends to active members of the workspace: new receivers unread, those who had it unread again.',
  })
  async sendReport(
    @Arg('id', () => UUIDScalar, { description: 'A report the viewer wrote.' }) id: string,
    @Arg('receivers', () => [ReportReceiverInput], {
      description: 'Colleagues to send it to (active members of its workspace), at most one primary.',
    })
    receivers: ReportReceiverInput[],
    @SignedIn() ctx: SignedInContext,
  ): Promise<SendReportPayload> {
    const report = await authorizeReport(ctx, id, reportPolicy.send);
    const sent = await ctx.services.reports.send(ctx.em, ctx.viewer.userId, report, receivers);
    const updated = await fresh(ctx, id);
    const profiles = new Map(
      reportReadFacts.of(updated)!.receivers.map((receiver) => [receiver.user.id, receiver.user]),
    );
    const pick = (ids: string[]) => ids.flatMap((userId) => (profiles.has(userId) ? [profiles.get(userId)!] : []));
    return {
      reportId: id,
      report: updated,
      newReceivers: pick(sent.newReceivers),
      updatedReceivers: pick(sent.updatedReceivers),
    };
  }

  @BoundTokens({ id: 'report' })
  @RetrySafe<{ id: string }>({ again: (ctx, { id }) => fresh(ctx, id) })
  @Mutation(() => Report, { description: 'Takes a receiver off the report (the author).' })
  async removeReportReceiver(
    @Arg('id', () => UUIDScalar, { description: 'A report the viewer wrote.' }) id: string,
    @Arg('userId', () => UUIDScalar, { description: 'The receiver to take off.' }) userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReportRoot> {
    await ctx.services.reports.removeReceiver(ctx.em, await authorizeReport(ctx, id, reportPolicy.send), userId);
    return fresh(ctx, id);
  }

  @BoundTokens({ id: 'report' })
  @Mutation(() => Report, { description: 'Marks a received report read (the receiver); the author sees when.' })
  async markReportRead(
    @Arg('id', () => UUIDScalar, { description: 'A report sent to the viewer.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<ReportRoot> {
    await ctx.services.reports.markRead(
      ctx.em,
      await authorizeReport(ctx, id, reportPolicy.receive),
      ctx.viewer.userId,
    );
    return fresh(ctx, id);
  }

  @BoundTokens({ id: 'report' })
  @RetrySafe()
  @Mutation(() => Boolean, {
    description:
      "Deletes a report from the viewer's side: the author's draft goes; a sent report leaves the author's sent list and stays with its receivers; a receiver takes it off their own list only.",
  })
  async deleteReport(
    @Arg('id', () => UUIDScalar, { description: 'A report the viewer wrote or received.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    // One read decides which delete it is: the author's (for everyone) or a receiver's (their list).
    const row = await checkReport(ctx, id);
    const { viewer } = reportReadFacts.of(row)!;
    const report = await reportEntity(ctx, row);
    if (reportPolicy.delete(viewer, reportSubject(row))) await ctx.services.reports.deleteByAuthor(ctx.em, report);
    else await ctx.services.reports.deleteReceived(ctx.em, report, ctx.viewer.userId);
    return true;
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Mutation(() => Boolean, {
    description:
      'Asks a colleague of the workspace for a report; their notification opens the form with the viewer as receiver.',
  })
  async requestReport(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace of both people.' }) workspaceId: string,
    @Arg('userId', () => UUIDScalar, { description: 'The colleague asked (not the viewer).' }) userId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await authorizeWorkspace(ctx, workspaceId, reportPolicy.write);
    await ctx.services.reports.request(ctx.em, ctx.viewer.userId, workspaceId, userId);
    return true;
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Subscription(() => ReportChange, {
    description:
      'A report the viewer wrote or received changed in the workspace (sent, read, edited, deleted): lists and the dot refetch.',
    subscribe: async ({ args, context }) => {
      const ctx = signedIn(context as Context);
      await authorizeWorkspace(ctx, args.workspaceId as string, reportPolicy.write);
      const inWorkspace = filter((event: ReportChange) => event.workspaceId === args.workspaceId);
      return inWorkspace(ctx.services.bus.subscribe('report.changed', ctx.viewer.userId));
    },
  })
  reportsChanged(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    _workspaceId: string,
    @Root() event: ReportChange,
  ): ReportChange {
    return event;
  }

  @FieldResolver(() => GraphQLJSONObject, { description: 'The document as ProseMirror JSON.' })
  async content(@Root() report: ReportRoot, @Ctx() ctx: Context): Promise<Record<string, unknown>> {
    return report.content ?? (await ctx.loaders.reportDocument.load(report.id)).content;
  }

  @FieldResolver(() => String, { description: 'The content as markdown.' })
  async markdownContent(@Root() report: ReportRoot, @Ctx() ctx: Context): Promise<string> {
    return report.markdownContent ?? (await ctx.loaders.reportDocument.load(report.id)).markdownContent;
  }

  @FieldResolver(() => ReportWorkTime, {
    nullable: true,
    description: 'Planned time by category and goal, when drafted from the author work (the chart).',
  })
  async workTime(@Root() report: ReportRoot, @Ctx() ctx: Context): Promise<ReportWorkTime | null> {
    return (
      ('workTime' in report ? report.workTime : (await ctx.loaders.reportDocument.load(report.id)).workTime) ?? null
    );
  }

  @FieldResolver(() => [Chart], {
    description:
      'The planned time by category and by goal as charts rendered on the server in the viewer language (issue 17); none when not drafted from the author work.',
  })
  async timeCharts(@Root() report: ReportRoot, @SignedIn() ctx: SignedInContext): Promise<Chart[]> {
    const workTime =
      'workTime' in report ? report.workTime : (await ctx.loaders.reportDocument.load(report.id)).workTime;
    if (!workTime) return [];
    const language = (await ctx.loaders.user.load(ctx.viewer.userId))?.language ?? DEFAULT_LOCALE;
    return ctx.services.charts.reportTimeCharts(workTime, { start: report.startDate, end: report.endDate }, language);
  }

  @FieldResolver(() => ReportTypeEnum, { description: 'Its kind, which set the period.' })
  type(@Root() report: ReportRoot): ReportTypeCode {
    return report.reportType.id as ReportTypeCode;
  }

  @FieldResolver(() => UserProfile, { description: 'Who wrote it.' })
  async author(@Root() report: ReportRoot, @SignedIn() ctx: SignedInContext): Promise<UserProfileRow> {
    return (await factsOf(ctx, report)).author;
  }

  @FieldResolver(() => Workspace, { description: 'The workspace it was written in; receivers are its members.' })
  async workspace(@Root() report: ReportRoot, @Ctx() ctx: Context): Promise<Workspace> {
    return (await ctx.loaders.workspace.load(report.workspace.id))!;
  }

  @FieldResolver(() => [ReportReceipt], {
    description:
      'Its receivers in the order they were added: all of them with their read receipts for the author, oneself for a receiver.',
  })
  async receivers(@Root() report: ReportRoot, @SignedIn() ctx: SignedInContext): Promise<ReportReceipt[]> {
    const { receivers } = await factsOf(ctx, report);
    const mine = report.register.id === ctx.viewer.userId;
    return receivers
      .filter((receiver) => mine || receiver.user.id === ctx.viewer.userId)
      .map(({ user, isPrimary, isRead, readAt, sentAt, enable }) => ({
        user,
        isPrimary,
        isRead,
        readAt,
        sentAt,
        onTheirList: enable,
      }));
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer has read it (always true for the author).' })
  async viewerHasRead(@Root() report: ReportRoot, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    const { receivers } = await factsOf(ctx, report);
    return receivers.find((receiver) => receiver.user.id === ctx.viewer.userId)?.isRead ?? true;
  }

  @FieldResolver(() => ReportViewerCan, { description: 'What the viewer may do with the report.' })
  async viewerCan(@Root() report: ReportRoot, @SignedIn() ctx: SignedInContext): Promise<ReportViewerCan> {
    const { viewer } = await factsOf(ctx, report);
    const subject = reportSubject(report);
    return {
      edit: reportPolicy.edit(viewer, subject),
      send: reportPolicy.send(viewer, subject),
      delete: reportPolicy.delete(viewer, subject) || reportPolicy.receive(viewer, subject),
      receive: reportPolicy.receive(viewer, subject),
    };
  }
}

/** A page of one of the viewer's report lists of a workspace they are an active member of. */
async function list(
  ctx: SignedInContext,
  read: (em: SignedInContext['em'], query: ReportListQuery) => Promise<ReportPage>,
  page: Omit<ReportListQuery, 'viewerId'>,
): Promise<ReportPage> {
  checkPage(page.offset, page.size, REPORT_PAGE_MAX);
  await authorizeWorkspace(ctx, page.workspaceId, reportPolicy.write);
  return read(ctx.em, { viewerId: ctx.viewer.userId, ...page });
}

/** The report as the viewer now sees it, read anew (mutations answer with it). */
async function fresh(ctx: SignedInContext, id: string): Promise<ReportRoot> {
  const report = await readReport(ctx.em, ctx.viewer.userId, id);
  if (!report) throw errors.notFound('Report');
  return report;
}

async function factsOf(ctx: SignedInContext, report: ReportRoot): Promise<ReportFacts> {
  return reportReadFacts.of(report) ?? reportReadFacts.of(await fresh(ctx, report.id))!;
}
