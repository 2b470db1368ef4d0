import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { AnnounceToWorkspaceDocument } from '../../gql/graphql';
import { readLocaleCatalog } from '../../i18n/localeFiles';
import { useDomRoot } from '../../test/domRoot';
import { AnnouncementSection } from './AnnouncementSection';

const dom = useDomRoot();
const container = () => dom.container();

function render(left: number, mocks: MockLink.MockedResponse[] = []) {
  dom.render(
    <MockedProvider mocks={mocks}>
      <MantineProvider>
        <IntlProvider locale="en-US" messages={readLocaleCatalog('en-US') as Record<string, string>}>
          <AnnouncementSection workspace={{ id: 'w1', announcementsLeftToday: left }} />
        </IntlProvider>
      </MantineProvider>
    </MockedProvider>,
  );
}

const titleInput = () => container().querySelector<HTMLInputElement>('input')!;
const sendButton = () => container().querySelector<HTMLButtonElement>('button[type="submit"]')!;
/** Types as a person does: through the input's own value setter, so that React sees the change. */
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the owner’s announcement form', () => {
  it('shows the limits and what is left today, and cannot send once none is left', () => {
    render(2);
    expect(container().textContent).toContain(
      'a title of up to 100 characters and a message of up to 500; 3 announcements a day at most',
    );
    expect(container().querySelector('[data-testid="announcements-left"]')?.textContent).toBe(
      '2 announcements left today.',
    );
    expect(titleInput().maxLength).toBe(100);
    expect(container().querySelector('textarea')!.maxLength).toBe(500);
    expect(sendButton().disabled).toBe(false);
    render(0);
    expect(container().querySelector('[data-testid="announcements-left"]')?.textContent).toBe(
      'No announcements left today.',
    );
    expect(sendButton().disabled).toBe(true);
  });

  it('asks for a title before sending, then sends the trimmed text and empties the form', async () => {
    let sent = false;
    render(3, [
      {
        request: {
          query: AnnounceToWorkspaceDocument,
          variables: { workspaceId: 'w1', input: { title: 'Office closed on Friday', body: null } },
        },
        result: () => {
          sent = true;
          return {
            data: {
              announceToWorkspace: { __typename: 'AnnouncementResult', recipientCount: 4, announcementsLeftToday: 2 },
            },
          };
        },
      },
    ]);
    await act(async () => sendButton().click());
    expect(container().textContent).toContain('Please enter a title.');
    type(titleInput(), '  Office closed on Friday ');
    await act(async () => sendButton().click());
    // The mocked answer arrives on a later turn: wait for it rather than for a fixed time.
    await vi.waitFor(() => expect(sent).toBe(true));
    await vi.waitFor(() => expect(titleInput().value).toBe(''));
  });
});
