import { graphql } from '../../gql';

/** Every field of a goal list display setting, as read and as saved. */
export const GoalDisplaySettingFieldsFragment = graphql(`
  fragment GoalDisplaySettingFields on GoalDisplaySetting {
    completedFilter
    displayProperties
    grouping
    ordering
    orderingDir
    viewType
  }
`);

/** The viewer's goal list display settings and time zone ("today" of the D-labels). */
export const GoalDisplaySettingDocument = graphql(`
  query GoalDisplaySetting {
    me {
      id
      timezone
      goalDisplaySetting {
        ...GoalDisplaySettingFields
      }
    }
  }
`);

export const GoalsDocument = graphql(`
  query Goals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {
    goals(filter: $filter, offset: $offset, size: $size) {
      total
      items {
        ...GoalCell_goal
      }
    }
  }
`);

export const TeamGoalsChangedDocument = graphql(`
  subscription TeamGoalsChanged($teamIds: [UUID!]!) {
    teamGoalsChanged(teamIds: $teamIds) {
      goalId
    }
  }
`);

/** The teams the viewer may create goals in (the /goal page asks which). */
export const GoalTeamsDocument = graphql(`
  query GoalTeams {
    myTeams {
      id
      name
      workspace {
        id
        name
      }
    }
  }
`);

export const GoalDetailDocument = graphql(`
  query GoalDetail($id: UUID!) {
    goal(id: $id) {
      ...GoalCell_goal
      content
      updateDate
      ancestors {
        id
        title
      }
      parent {
        id
      }
      children {
        ...GoalCell_goal
      }
      project {
        id
        name
        goals {
          id
          title
          status
          priority
          endDate
        }
      }
      sharedTeams {
        ...WorkItemSharing
      }
      team {
        ...WorkItemTeam
        workspace {
          id
          members {
            id
            status
            user {
              ...ProfileFields
            }
          }
        }
      }
    }
  }
`);

export const GoalChangedDocument = graphql(`
  subscription GoalChanged($goalId: UUID!) {
    goalChanged(goalId: $goalId) {
      goalId
      goal {
        id
      }
    }
  }
`);

export const GoalActivityDocument = graphql(`
  query GoalActivity($goalId: UUID!, $offset: Int!, $size: Int!) {
    goalActivity(goalId: $goalId, offset: $offset, size: $size) {
      hasMore
      items {
        id
        action
        activityType
        createdAt
        user {
          id
          name
          profileImageUrl
        }
        history {
          id
          field
          oldValue
          newValue
        }
        comment {
          id
          content
          mentions {
            id
            name
          }
        }
        note {
          id
          title
        }
      }
    }
  }
`);

export const ChildrenSharingStatusDocument = graphql(`
  query ChildrenSharingStatus($goalId: UUID!, $teamId: UUID!, $enable: Boolean!) {
    childrenSharingStatus(goalId: $goalId, teamId: $teamId, enable: $enable) {
      childCount
      changing {
        id
      }
    }
  }
`);
