import { z } from 'zod';
import { FEEDBACK_CONTENT_MAX } from '@domain/feedback.js';
import { FEEDBACK_HINTS } from '@domain/feedback-hints.js';
import {
  ToolFeedbackDocument,
  ToolImproveFeedbackDocument,
  ToolMyTeamsDocument,
  ToolReceivedFeedbackDocument,
  ToolReportDocument,
  ToolSentFeedbackDocument,
  ToolTeamGoalsDocument,
} from './operations.js';
import { defineTool, TOOL_LIST_LIMIT } from './tool.js';

/**
 * Read tools an external AI client needs beside the chat's own (issue 18): the MCP server serves
 * them with ASSISTANT_TOOLS. Like every tool they are GraphQL clients running as the token's owner.
 */

/** Long texts handed to a client are cut to this many characters; results say when they were cut. */
export const TOOL_TEXT_MAX = 8_000;

const cutText = (text: string) => ({ text: text.slice(0, TOOL_TEXT_MAX), textCut: text.length > TOOL_TEXT_MAX });
const offset = z
  .number()
  .int()
  .min(0)
  .max(10_000)
  .optional()
  .describe('How many items to skip (paging); 0 when left out.');

export const listMyTeams = defineTool({
  name: 'list_my_teams',
  description:
    'Lists the teams the user belongs to, with their workspace: the ids other tools take (list_team_goals, reports, feedback).',
  input: z.object({}),
  output: z.object({
    teams: z.array(
      z.object({ teamId: z.string(), name: z.string(), workspaceId: z.string(), workspaceName: z.string() }),
    ),
    cut: z.boolean(),
  }),
  handler: async (_input, { run }) => {
    const { myTeams } = await run(ToolMyTeamsDocument);
    const teams = myTeams.slice(0, TOOL_LIST_LIMIT).map((team) => ({
      teamId: team.id,
      name: team.name,
      workspaceId: team.workspace.id,
      workspaceName: team.workspace.name,
    }));
    return { teams, cut: myTeams.length > teams.length };
  },
});

export const listTeamGoals = defineTool({
  name: 'list_team_goals',
  description:
    "Lists a team's goals the user may read, with status, priority, period, leader and indicator progress (0-100), a page at a time.",
  input: z.object({ teamId: z.uuid(), offset }),
  output: z.object({
    total: z.number().int(),
    offset: z.number().int(),
    cut: z.boolean().describe('True when more goals follow: call again with a larger offset.'),
    goals: z.array(
      z.object({
        goalId: z.string(),
        title: z.string(),
        status: z.string(),
        priority: z.string(),
        startDate: z.string().nullable(),
        endDate: z.string().nullable(),
        leader: z.string().nullable(),
        indicatorProgress: z.number().nullable(),
        currentValue: z.number().nullable(),
        targetValue: z.number().nullable(),
      }),
    ),
  }),
  handler: async ({ teamId, offset: skip = 0 }, { run }) => {
    const { goals } = await run(ToolTeamGoalsDocument, {
      filter: { teamId, completedPeriod: 'ALL' },
      offset: skip,
      size: TOOL_LIST_LIMIT,
    });
    return {
      total: goals.total,
      offset: skip,
      cut: skip + goals.items.length < goals.total,
      goals: goals.items.map((goal) => ({
        goalId: goal.id,
        title: goal.title,
        status: goal.status,
        priority: goal.priority,
        startDate: goal.startDate,
        endDate: goal.endDate,
        leader: goal.leader?.name ?? null,
        indicatorProgress: goal.indicatorProgress,
        currentValue: goal.currentValue,
        targetValue: goal.targetValue,
      })),
    };
  },
});

export const getReport = defineTool({
  name: 'get_report',
  description:
    'Reads one report the user may read (their own, or one sent to them): title, period, author and its text as markdown (cut when long).',
  input: z.object({ reportId: z.uuid() }),
  output: z.object({
    reportId: z.string(),
    title: z.string(),
    type: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    isDraft: z.boolean(),
    sentAt: z.string().nullable(),
    authorName: z.string(),
    workspaceId: z.string(),
    workspaceName: z.string(),
    text: z.string(),
    textCut: z.boolean(),
  }),
  handler: async ({ reportId }, { run }) => {
    const { report } = await run(ToolReportDocument, { id: reportId });
    return {
      reportId: report.id,
      title: report.title,
      type: report.type,
      startDate: report.startDate,
      endDate: report.endDate,
      isDraft: report.isDraft,
      sentAt: report.sentAt,
      authorName: report.author.name,
      workspaceId: report.workspace.id,
      workspaceName: report.workspace.name,
      ...cutText(report.markdownContent),
    };
  },
});

const commentOutput = z.object({
  author: z.string(),
  text: z.string(),
  registerDate: z.string(),
  isReply: z.boolean(),
});

export const getFeedback = defineTool({
  name: 'get_feedback',
  description:
    'Reads one feedback the user sent or received, with its core values and its comment thread (replies in order, cut when long).',
  input: z.object({ feedbackId: z.uuid() }),
  output: z.object({
    feedbackId: z.string(),
    sender: z.string(),
    receiver: z.string(),
    registerDate: z.string(),
    text: z.string(),
    textCut: z.boolean(),
    coreValues: z.array(z.object({ name: z.string(), isPositive: z.boolean() })),
    commentCount: z.number().int(),
    comments: z.array(commentOutput),
    commentsCut: z.boolean(),
  }),
  handler: async ({ feedbackId }, { run }) => {
    const { feedback } = await run(ToolFeedbackDocument, { id: feedbackId });
    const thread = feedback.comments.items.flatMap((comment) => [
      { author: comment.author.name, text: comment.content, registerDate: comment.registerDate, isReply: false },
      ...(comment.replies ?? []).map((reply) => ({
        author: reply.author.name,
        text: reply.content,
        registerDate: reply.registerDate,
        isReply: true,
      })),
    ]);
    const comments = thread.slice(0, TOOL_LIST_LIMIT * 2);
    return {
      feedbackId: feedback.id,
      sender: feedback.sender.name,
      receiver: feedback.receiver.name,
      registerDate: feedback.registerDate,
      ...cutText(feedback.content),
      coreValues: feedback.coreValues.map(({ name, isPositive }) => ({ name, isPositive })),
      commentCount: feedback.comments.count,
      comments,
      commentsCut: thread.length > comments.length,
    };
  },
});

export const listFeedback = defineTool({
  name: 'list_feedback',
  description:
    'Lists the feedback the user received or sent in a workspace, newest first, a page at a time (the first 200 characters of each).',
  input: z.object({ workspaceId: z.uuid(), box: z.enum(['received', 'sent']), offset }),
  output: z.object({
    total: z.number().int(),
    offset: z.number().int(),
    cut: z.boolean(),
    feedback: z.array(
      z.object({
        feedbackId: z.string(),
        sender: z.string(),
        receiver: z.string(),
        registerDate: z.string(),
        preview: z.string(),
      }),
    ),
  }),
  handler: async ({ workspaceId, box, offset: skip = 0 }, { run }) => {
    const { page } = await run(box === 'received' ? ToolReceivedFeedbackDocument : ToolSentFeedbackDocument, {
      workspaceId,
      offset: skip,
      size: TOOL_LIST_LIMIT,
    });
    return {
      total: page.total,
      offset: skip,
      cut: skip + page.items.length < page.total,
      feedback: page.items.map((item) => ({
        feedbackId: item.id,
        sender: item.sender.name,
        receiver: item.receiver.name,
        registerDate: item.registerDate,
        preview: item.content.slice(0, 200),
      })),
    };
  },
});

export const improveFeedback = defineTool({
  name: 'improve_feedback',
  description:
    'Suggests how to improve a feedback being written, before it is sent: hints (TOO_SHORT, NO_EXAMPLE, NO_BEHAVIOUR, read by rules in Korean, English or Vietnamese) and, when the server has an AI model, a rewrite. Stores nothing.',
  input: z.object({ content: z.string().max(FEEDBACK_CONTENT_MAX).describe('The feedback text as written so far.') }),
  output: z.object({
    hints: z.array(z.enum(FEEDBACK_HINTS)),
    rewrite: z.string().nullable().describe('Null without a model.'),
  }),
  handler: async ({ content }, { run }) => {
    const { improveFeedback: improvement } = await run(ToolImproveFeedbackDocument, { content });
    return improvement;
  },
});

/** The read tools the MCP server adds to the chat's own. */
export const INTEGRATION_TOOLS = [listMyTeams, listTeamGoals, getReport, listFeedback, getFeedback, improveFeedback];
