import { MantineProvider } from '@mantine/core';
import { DateTime } from 'luxon';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { NotificationItem_NotificationFragment } from '../../gql/graphql';
import { readLocaleCatalog } from '../../i18n/localeFiles';
import { NotificationItem } from './NotificationItem';
import { notificationTemplates } from './templates';

const now = DateTime.fromISO('2026-11-20T12:00:00Z');

function announcement(content: Record<string, unknown>): NotificationItem_NotificationFragment {
  return {
    __typename: 'Notification',
    id: 'n1',
    type: 'system_announcement',
    content,
    relatedId: null,
    relatedType: null,
    isRead: false,
    isViewed: false,
    registerDate: '2026-11-20T11:00:00Z',
  } as NotificationItem_NotificationFragment;
}

function render(locale: 'ko-KR' | 'en-US' | 'vi-VN', notification: NotificationItem_NotificationFragment): string {
  const messages = readLocaleCatalog(locale) as Record<string, string>;
  return renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale={locale} messages={messages}>
        <NotificationItem
          notification={notification}
          template={notificationTemplates.system_announcement}
          route={null}
          fresh
          now={now}
          timeZone="UTC"
          onOpen={() => {}}
          onToggleRead={() => {}}
          onDelete={() => {}}
        />
      </IntlProvider>
    </MantineProvider>,
  );
}

describe('an announcement in the bell', () => {
  const fromOwner = {
    scope: 'workspace',
    actor_name: 'Mina Park',
    workspace_name: 'Acme',
    title: 'Office ‹closed› on Friday',
    body: 'Enjoy the long weekend.\nSee you Monday.',
  };

  it('says who announced to which workspace, in each language, with its body as plain text below', () => {
    const english = render('en-US', announcement(fromOwner));
    expect(english).toContain('Mina Park announced to Acme: Office ‹closed› on Friday');
    expect(english).toMatch(/data-testid="notification-body"[^>]*>Enjoy the long weekend.\nSee you Monday.</);
    expect(render('ko-KR', announcement(fromOwner))).toContain('Mina Park님의 Acme 공지: Office ‹closed› on Friday');
    expect(render('vi-VN', announcement(fromOwner))).toContain(
      'Mina Park thông báo tới Acme: Office ‹closed› on Friday',
    );
  });

  it('names Quarter for the operator’s, and shows no body when there is none', () => {
    const html = render('en-US', announcement({ scope: 'quarter', title: 'Planned maintenance', body: null }));
    expect(html).toContain('Announcement from Quarter: Planned maintenance');
    expect(html).not.toContain('notification-body');
  });
});
