import { describe, expect, it } from 'vitest';
import { reportRequest } from './reportRequest';

const today = '2026-11-24';

describe('the create-report panel request', () => {
  it('needs a type, a workspace and the dates', () => {
    expect(reportRequest({ type: null, start: today, end: null, workspaceId: 'w' }, today, 'ko-KR')).toBeNull();
    expect(reportRequest({ type: 'DAILY', start: today, end: null, workspaceId: null }, today, 'ko-KR')).toBeNull();
    expect(reportRequest({ type: 'DAILY', start: null, end: null, workspaceId: 'w' }, today, 'ko-KR')).toBeNull();
    expect(
      reportRequest({ type: 'WEEKLY', start: '2026-11-18', end: null, workspaceId: 'w' }, today, 'ko-KR'),
    ).toBeNull();
  });

  it('sends a daily report’s date', () => {
    expect(reportRequest({ type: 'DAILY', start: '2026-11-23', end: null, workspaceId: 'w' }, today, 'ko-KR')).toEqual({
      type: 'DAILY',
      period: '11.23',
      data: { feature: 'create-report', selectedDate: '2026-11-23', selectedWorkspace: 'w' },
    });
  });

  it('sends a weekly report’s range of at most 7 days, none after today', () => {
    expect(
      reportRequest({ type: 'WEEKLY', start: '2026-11-18', end: '2026-11-24', workspaceId: 'w' }, today, 'ko-KR'),
    ).toEqual({
      type: 'WEEKLY',
      period: '11.18 - 11.24',
      data: {
        feature: 'create-report',
        selectedDateRange: { start: '2026-11-18', end: '2026-11-24' },
        selectedWorkspace: 'w',
      },
    });
    expect(
      reportRequest({ type: 'WEEKLY', start: '2026-11-17', end: '2026-11-24', workspaceId: 'w' }, today, 'ko-KR'),
    ).toBeNull();
    expect(
      reportRequest({ type: 'WEEKLY', start: '2026-11-20', end: '2026-11-25', workspaceId: 'w' }, today, 'ko-KR'),
    ).toBeNull();
    expect(
      reportRequest({ type: 'DAILY', start: '2026-11-25', end: null, workspaceId: 'w' }, today, 'ko-KR'),
    ).toBeNull();
  });
});
