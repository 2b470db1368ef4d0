import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@domain/notification-types';
import { notificationRoute } from './routes';

const content = { workspace_id: 'w1', team_id: 't1', invitation_id: 'i1' };
const route = (type: string, relatedId: string | null = 'r1', body: object = content) =>
  notificationRoute({ type, content: body, relatedId });

describe('notificationRoute', () => {
  it('goes where each type is about (spec 2 section 2 routes)', () => {
    expect(route('workspace_invite')).toBe('/invite/i1');
    expect(route('workspace_join')).toBe('/workspace/w1/setting');
    expect(route('team_invite')).toBe('/team/t1/member');
    expect(route('plan_request')).toBe('/planner');
    expect(route('workspace_out')).toBe('/planner');
    expect(route('team_out')).toBe('/planner');
    expect(route('goal_state_changed')).toBe('/goal/r1');
    expect(route('project_deadline_reminder')).toBe('/project/r1');
    expect(route('todo_assigned')).toBe('/planner');
    expect(route('report_receive')).toBe('/workspace/w1/report/r1');
    expect(route('report_request', 'u1')).toBe('/workspace/w1/report?write=u1');
  });

  it('opens the feedback itself, or the feedback page on the tab of the requests concerned (spec 3)', () => {
    const feedback = { workspace_id: 'w1', feedback_id: 'f1', comment_text: 'Thanks' };
    for (const type of ['feedback_received', 'feedback_updated', 'feedback_comment', 'feedback_reaction']) {
      expect(route(type, 'f1', feedback), type).toBe('/workspace/w1/feedback/f1');
    }
    expect(route('feedback_reaction', 'f1', { ...feedback, emoji: '👍 🎉' })).toBe('/workspace/w1/feedback/f1');
    const request = { workspace_id: 'w1', request_id: 'q1', comment_text: 'How did the launch go?' };
    expect(route('feedback_request', 'q1', request)).toBe('/workspace/w1/feedback?tab=receivedRequest');
    expect(route('feedback_request_updated', 'q1', request)).toBe('/workspace/w1/feedback?tab=receivedRequest');
    expect(route('feedback_request_rejected', 'q1', request)).toBe('/workspace/w1/feedback?tab=sentRequest');
  });

  it('finds the feedback by the related id when the content does not name it', () => {
    expect(route('feedback_received', 'f2', { workspace_id: 'w1' })).toBe('/workspace/w1/feedback/f2');
    expect(route('feedback_comment', null, { workspace_id: 'w1' })).toBe('/workspace/w1/feedback');
  });

  it('opens what a comment, reply or mention is on: the goal, the note or the to-do over the planner, at the comment', () => {
    for (const type of ['comment', 'reply', 'mention', 'comment_mention']) {
      expect(route(type, 'g1', { goal_id: 'g1', comment_id: 'c1' }), type).toBe('/goal/g1#comment-c1');
      expect(route(type, 'n1', { note_id: 'n1', comment_id: 'c1' }), type).toBe('/note/n1#comment-c1');
      expect(route(type, 'n1', { note_id: 'n1' }), type).toBe('/note/n1');
      expect(route(type, 't1', { todo_id: 't1', comment_id: 'c1' }), type).toBe('/planner?todo=t1#comment-c1');
      expect(route(type, 't1', { todo_id: 't1' }), type).toBe('/planner?todo=t1');
    }
  });

  it('opens the team scrum of the day a daily scrum comment is about', () => {
    const content = { team_id: 't1', daily_scrum_date: '2026-11-20', daily_scrum_item_id: 'i1', comment_text: 'Nice' };
    expect(route('daily_scrum_comment', 'c1', content)).toBe('/team/t1/member?scrum=2026-11-20');
    expect(route('daily_scrum_comment', 'c1', { team_id: 't1' })).toBe('/team/t1/member');
    expect(route('daily_scrum_comment', 'c1', {})).toBeNull();
  });

  it('does not navigate for reminders of the day and notices', () => {
    for (const type of ['mention', 'plan_time', 'system_announcement', 'account_security']) {
      expect(route(type), type).toBeNull();
    }
  });

  it('leads a token security notice to the list of tokens', () => {
    expect(route('account_security', null, { event: 'token_created', token_name: 'CI' })).toBe('/auth/setting?tab=api');
  });

  it('does not navigate when the content lacks what the route needs', () => {
    expect(route('workspace_join', null, {})).toBeNull();
    expect(route('goal_state_changed', null)).toBeNull();
    expect(route('report_updated', 'r1', {})).toBeNull();
    expect(route('workspace_invite', null, {})).toBeNull();
    for (const type of ['feedback_received', 'feedback_reaction', 'feedback_request', 'feedback_request_rejected']) {
      expect(route(type, 'f1', { feedback_id: 'f1', request_id: 'f1' }), type).toBeNull();
    }
  });

  it('answers for every type without throwing', () => {
    for (const type of NOTIFICATION_TYPES) expect(() => route(type, null, {})).not.toThrow();
  });
});
