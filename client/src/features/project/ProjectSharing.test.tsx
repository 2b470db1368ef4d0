import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ProjectQuery } from '../../gql/graphql';
import { useDomRoot } from '../../test/domRoot';
import ko from './locales/ko-KR.json';
import { ProjectSharing } from './ProjectSharing';

const owner = { __typename: 'Team', id: 't1', name: 'Web' } as const;
const project = {
  id: 'p1',
  team: { id: owner.id, workspace: { teams: [owner, { __typename: 'Team', id: 't2', name: 'Design' }] } },
  sharedTeams: [{ team: owner, isOwner: true }],
  viewerCan: { share: true },
} as unknown as ProjectQuery['project'];

const dom = useDomRoot();

describe('ProjectSharing', () => {
  it('starts with "include its goals" unchecked, as goal sharing does', () => {
    dom.render(
      <MockedProvider mocks={[]}>
        <MantineProvider>
          <IntlProvider locale="ko-KR" messages={ko as Record<string, string>}>
            <ProjectSharing project={project} />
          </IntlProvider>
        </MantineProvider>
      </MockedProvider>,
    );
    const include = dom
      .container()
      .querySelector<HTMLInputElement>('input[data-testid="project-sharing-include-goals"]');
    expect(include).not.toBeNull();
    expect(include!.checked).toBe(false);
  });
});
