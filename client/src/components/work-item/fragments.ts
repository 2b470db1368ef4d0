import { graphql } from '../../gql';

/**
 * What the goal and project pages need of the team that owns the item: its people (leader and
 * participant choices) and its workspace's teams (sharing choices). Their queries spread it.
 */
export const WorkItemTeamFragment = graphql(`
  fragment WorkItemTeam on Team {
    id
    name
    members {
      id
      user {
        ...ProfileFields
      }
    }
    workspace {
      id
      teams {
        id
        name
      }
    }
  }
`);

/** A team a goal or project is shared with, and whether it owns the item. */
export const WorkItemSharingFragment = graphql(`
  fragment WorkItemSharing on TeamSharing {
    isOwner
    team {
      id
      name
    }
  }
`);
