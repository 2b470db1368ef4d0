import { readFileSync } from 'node:fs';
import { NOTIFICATION_TYPES } from '@domain/notification-types.js';
import { SUPPORTED_LOCALES } from '@domain/locale.js';
import { describe, expect, it } from 'vitest';
import { pushMessage } from './push-message.js';
import { PUSH_TEXTS, UNKNOWN_ACTOR } from './push-texts.js';

const clientFolder = new URL('../../../../client/src/features/notification/', import.meta.url);
const templatesSource = readFileSync(new URL('templates.ts', clientFolder), 'utf8');
const messageId = (type: string) => new RegExp(`^\\s+${type}: \\{\\s*id: '([^']+)'`, 'm').exec(templatesSource)?.[1];

describe('push texts', () => {
  it.each(SUPPORTED_LOCALES)('are the in-app notification texts of %s, one per type', (locale) => {
    const messages = JSON.parse(readFileSync(new URL(`locales/${locale}.json`, clientFolder), 'utf8')) as Record<
      string,
      string
    >;
    for (const type of NOTIFICATION_TYPES)
      expect([type, PUSH_TEXTS[type][locale]]).toEqual([type, messages[messageId(type)!]]);
    expect(UNKNOWN_ACTOR[locale]).toBe(messages['notification.actor.unknown']);
  });

  it("fill the content, dates in the reader's zone, a gone actor and the select of a security notice", () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const seoul = { language: 'ko-KR', timezone: 'Asia/Seoul' };
    expect(
      pushMessage(
        { language: 'en-US', timezone: 'UTC' },
        'goal_deadline_changed',
        { parent_title: 'Q4', new_deadline: '2026-11-22' },
        now,
      ),
    ).toBe('Someone moved the due date of the goal “Q4” to Nov 22.');
    expect(
      pushMessage(seoul, 'todo_deadline_reminder', { todo_title: '보고서', due_date: '2026-11-22' }, now),
    ).toContain('D-2');
    // The deadline in words in English (decision D22).
    expect(
      pushMessage(
        { language: 'en-US', timezone: 'UTC' },
        'todo_deadline_reminder',
        { todo_title: 'Report', due_date: '2026-11-22' },
        now,
      ),
    ).toContain('2 days left');
    expect(
      pushMessage(
        { language: 'en-US', timezone: 'UTC' },
        'account_security',
        { event: 'token_revoked', token_name: 'CI' },
        now,
      ),
    ).toBe('The personal access token “CI” was revoked.');
    expect(pushMessage({ language: 'xx', timezone: 'UTC' }, 'unknown_type', {}, now)).toBe(
      'There is a new announcement from Quarter.',
    );
    expect(
      pushMessage(
        seoul,
        'comment',
        { actor_name: '한지민', parent_title: '목표', comment_text: 'ㅋ'.repeat(500) },
        now,
      ),
    ).toHaveLength(200);
  });

  it('say who announced to which workspace, or that Quarter did, with the body on a second line', () => {
    const english = { language: 'en-US', timezone: 'UTC' };
    const fromOwner = {
      scope: 'workspace',
      actor_name: 'Mina Park',
      workspace_name: 'Acme',
      title: 'Office closed on Friday',
      body: 'Enjoy the long\nweekend.',
    };
    expect(pushMessage(english, 'system_announcement', fromOwner)).toBe(
      'Mina Park announced to Acme: Office closed on Friday\nEnjoy the long weekend.',
    );
    expect(
      pushMessage({ language: 'ko-KR', timezone: 'Asia/Seoul' }, 'system_announcement', {
        scope: 'quarter',
        title: '점검 안내',
        body: null,
      }),
    ).toBe('Quarter 공지: 점검 안내');
    expect(
      pushMessage({ language: 'vi-VN', timezone: 'UTC' }, 'system_announcement', {
        scope: 'quarter',
        title: 'Bảo trì',
      }),
    ).toBe('Thông báo từ Quarter: Bảo trì');
  });
});
