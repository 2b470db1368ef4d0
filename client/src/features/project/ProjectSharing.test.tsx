import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectQuery } from '../../gql/graphql';
import ko from './locales/ko-KR.json';
import { ProjectSharing } from './ProjectSharing';

const owner = { __typename: 'Team', id: 't1', name: 'Web' } as const;
const project = {
  id: 'p1',
  team: { id: owner.id, workspace: { teams: [owner, { __typename: 'Team', id: 't2', name: 'Design' }] } },
  sharedTeams: [{ team: owner, isOwner: true }],
  viewerCan: { share: true },
} as unknown as ProjectQuery['project'];

let container: HTMLDivElement;
let root: Root;
beforeAll(() => {
  // Mantine reads the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ProjectSharing', () => {
  it('starts with "include its goals" unchecked, as goal sharing does', () => {
    act(() => {
      root.render(
        <MockedProvider mocks={[]}>
          <MantineProvider>
            <IntlProvider locale="ko-KR" messages={ko as Record<string, string>}>
              <ProjectSharing project={project} />
            </IntlProvider>
          </MantineProvider>
        </MockedProvider>,
      );
    });
    const include = container.querySelector<HTMLInputElement>('input[data-testid="project-sharing-include-goals"]');
    expect(include).not.toBeNull();
    expect(include!.checked).toBe(false);
  });
});
