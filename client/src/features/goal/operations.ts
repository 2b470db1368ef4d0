import { graphql } from '../../gql';

/** The viewer's goal list display settings and time zone ("today" of the D-labels). */
export const GoalDisplaySettingDocument = graphql(`
  query GoalDisplaySetting {
    me {
      id
      timezone
      goalDisplaySetting {
        completedFilter
        displayProperties
        grouping
        ordering
        orderingDir
        viewType
      }
    }
  }
`);

export const UpdateGoalDisplaySettingDocument = graphql(`
  mutation UpdateGoalDisplaySetting($input: GoalDisplaySettingInput!) {
    updateGoalDisplaySetting(input: $input) {
      id
      goalDisplaySetting {
        completedFilter
        displayProperties
        grouping
        ordering
        orderingDir
        viewType
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

/** The people of a team a new goal may be led by or include. */
export const GoalTeamPeopleDocument = graphql(`
  query GoalTeamPeople($id: UUID!) {
    team(id: $id) {
      id
      name
      members {
        id
        user {
          ...ProfileFields
        }
      }
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
      plannedHours
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
        isOwner
        team {
          id
          name
        }
      }
      team {
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

export const CreateGoalDocument = graphql(`
  mutation CreateGoal($input: CreateGoalInput!) {
    createGoal(input: $input) {
      ...GoalCell_goal
    }
  }
`);

export const UpdateGoalDocument = graphql(`
  mutation UpdateGoal($id: UUID!, $input: UpdateGoalInput!) {
    updateGoal(id: $id, input: $input) {
      ...GoalCell_goal
      content
      updateDate
    }
  }
`);

export const AddGoalParticipantDocument = graphql(`
  mutation AddGoalParticipant($goalId: UUID!, $userId: UUID!) {
    addGoalParticipant(goalId: $goalId, userId: $userId) {
      id
      participants {
        id
        name
        profileImageUrl
      }
    }
  }
`);

export const RemoveGoalParticipantDocument = graphql(`
  mutation RemoveGoalParticipant($goalId: UUID!, $userId: UUID!) {
    removeGoalParticipant(goalId: $goalId, userId: $userId) {
      id
      participants {
        id
        name
        profileImageUrl
      }
    }
  }
`);

export const SetGoalSharingDocument = graphql(`
  mutation SetGoalSharing($input: GoalSharingInput!) {
    setGoalSharing(input: $input) {
      id
      sharedTeams {
        isOwner
        team {
          id
          name
        }
      }
    }
  }
`);

export const HideGoalDocument = graphql(`
  mutation HideGoal($id: UUID!) {
    hideGoal(id: $id) {
      id
      viewerHidden
    }
  }
`);

export const RevealGoalDocument = graphql(`
  mutation RevealGoal($id: UUID!) {
    revealGoal(id: $id) {
      id
      viewerHidden
    }
  }
`);

export const DeleteGoalDocument = graphql(`
  mutation DeleteGoal($id: UUID!) {
    deleteGoal(id: $id)
  }
`);
