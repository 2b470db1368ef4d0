import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@domain/notification-types';
import { readLocaleCatalog } from '../../i18n/localeFiles';
import { notificationTemplates, templateOf } from './templates';
import { templateValues } from './values';

const here = dirname(fileURLToPath(import.meta.url));
const LOCALES = ['ko-KR', 'en-US', 'vi-VN'] as const;

/** The members of the generated NotificationType union (enumsAsTypes: a type, no runtime list). */
function generatedNotificationTypes(): string[] {
  const source = readFileSync(join(here, '../../gql/graphql.ts'), 'utf8');
  // The union's members, each after the doc comment of its description (which may hold a ';').
  const match = /export type NotificationType =((?:\s*\/\*\*[\s\S]*?\*\/|\s*\|?\s*'[a-z_]+')+)/.exec(source);
  if (!match) throw new Error('NotificationType not found in gql/graphql.ts');
  const members = (match[1] as string).replace(/\/\*\*[\s\S]*?\*\//g, '');
  return [...members.matchAll(/'([a-z_]+)'/g)].map((entry) => entry[1] as string);
}

function catalog(locale: (typeof LOCALES)[number]): Record<string, string> {
  return readLocaleCatalog(locale) as Record<string, string>;
}

const generated = generatedNotificationTypes();

describe('notification templates', () => {
  it('reads the generated enum', () => {
    expect(generated.length).toBeGreaterThanOrEqual(39);
    expect(generated).toContain('workspace_invite');
  });

  it('the generated enum is the domain list of types (spec 2 section 3)', () => {
    expect([...generated].sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('has a template for every NotificationType, and none for a type that does not exist', () => {
    expect(generated.filter((type) => templateOf(type) === null)).toEqual([]);
    expect(Object.keys(notificationTemplates).filter((type) => !generated.includes(type))).toEqual([]);
  });

  it('gives unknown types no template', () => {
    expect(templateOf('made_up_type')).toBeNull();
    expect(templateOf('toString')).toBeNull();
  });

  for (const locale of LOCALES) {
    it(`${locale}: every template has a locale entry that formats with sample content`, () => {
      const messages = catalog(locale);
      const intl = createIntl({
        locale,
        messages,
        onError: (error) => {
          throw error;
        },
      });
      const content = {
        actor_name: '김민지',
        workspace_name: 'Quarter HQ',
        team_name: 'Design',
        parent_title: 'Launch',
        todo_title: 'Write copy',
        comment_text: 'Looks good',
        new_deadline: '2026-11-22',
        daily_scrum_date: '2026-11-20',
        emoji: '👍',
      };
      const missing: string[] = [];
      for (const type of generated) {
        const template = templateOf(type);
        if (!template?.id || !(template.id in messages)) {
          missing.push(type);
          continue;
        }
        const text = intl.formatMessage(template, templateValues(intl, content, { timeZone: 'Asia/Seoul' }));
        expect(text, type).not.toMatch(/[{}]/);
        expect(text.length, type).toBeGreaterThan(5);
      }
      expect(missing).toEqual([]);
    });
  }

  it('formats the spec example in Korean and English', () => {
    const content = { actor_name: '김민지', workspace_name: '디자인팀' };
    const ko = createIntl({ locale: 'ko-KR', messages: catalog('ko-KR') });
    const en = createIntl({ locale: 'en-US', messages: catalog('en-US') });
    expect(ko.formatMessage(notificationTemplates.workspace_invite, templateValues(ko, content))).toBe(
      '김민지님이 디자인팀 워크스페이스에 초대했습니다.',
    );
    expect(en.formatMessage(notificationTemplates.workspace_invite, templateValues(en, content))).toBe(
      '김민지 invited you to 디자인팀.',
    );
  });

  it('shows the emojis of a reaction to a feedback', () => {
    const content = { actor_name: '김민지', workspace_id: 'w1', feedback_id: 'f1', emoji: '👍 🎉' };
    const ko = createIntl({ locale: 'ko-KR', messages: catalog('ko-KR') });
    const en = createIntl({ locale: 'en-US', messages: catalog('en-US') });
    expect(ko.formatMessage(notificationTemplates.feedback_reaction, templateValues(ko, content))).toBe(
      '김민지님이 회원님의 피드백에 반응을 남겼습니다: 👍 🎉',
    );
    expect(en.formatMessage(notificationTemplates.feedback_reaction, templateValues(en, content))).toBe(
      '김민지 reacted to your feedback: 👍 🎉',
    );
  });

  it('names the token of an account security event, and stays generic for other events', () => {
    const ko = createIntl({ locale: 'ko-KR', messages: catalog('ko-KR') });
    const vi = createIntl({ locale: 'vi-VN', messages: catalog('vi-VN') });
    const created = { event: 'token_created', token_name: 'CI' };
    expect(ko.formatMessage(notificationTemplates.account_security, templateValues(ko, created))).toBe(
      '계정에 개인 액세스 토큰 “CI”이(가) 만들어졌습니다. 본인이 아니라면 설정에서 폐기해 주세요.',
    );
    expect(
      vi.formatMessage(
        notificationTemplates.account_security,
        templateValues(vi, { event: 'token_revoked', token_name: 'CI' }),
      ),
    ).toBe('Mã truy cập cá nhân “CI” đã bị thu hồi.');
    expect(ko.formatMessage(notificationTemplates.account_security, templateValues(ko, {}))).toBe(
      '계정에서 보안 관련 활동이 있었습니다. 본인이 한 것인지 확인해 주세요.',
    );
  });
});
