import { graphql } from '../../gql';

/** What the planner shows of a to-do: in blocks, the strip and the side lists. */
export const PlannerTodoFragment = graphql(`
  fragment PlannerTodo on Todo {
    id
    title
    masked
    status
    completeDate
    cancelledDate
    isPublic
    dueDate
    category {
      id
      name
      color
      colorName
    }
    goal {
      id
      title
      status
    }
    viewerCan {
      edit
      editTimes
      delete
    }
  }
`);

/** One plan of a date with its to-do. */
export const PlannerEntryFragment = graphql(`
  fragment PlannerEntry on Planner {
    id
    blocks
    plannerDate
    todo {
      ...PlannerTodo
    }
  }
`);

export const PlannerDayDocument = graphql(`
  query PlannerDay($date: LocalDate!) {
    plannerDay(date: $date) {
      ...PlannerEntry
    }
  }
`);

/** A colleague's day (same workspace): private to-dos come back masked. */
export const PlannerMemberDayDocument = graphql(`
  query PlannerMemberDay($date: LocalDate!, $userId: UUID!) {
    plannerDay(date: $date, userId: $userId) {
      ...PlannerEntry
    }
  }
`);

/** Calendar dots: the dates of a month view that have plans. */
export const PlannerDatesDocument = graphql(`
  query PlannerDates($from: LocalDate!, $to: LocalDate!) {
    plannerDates(from: $from, to: $to) {
      date
      count
    }
  }
`);

export const PlannerUnfinishedDocument = graphql(`
  query PlannerUnfinished($date: LocalDate!, $size: Int!) {
    unfinishedTodos(date: $date, offset: 0, size: $size) {
      total
      items {
        ...PlannerTodo
      }
    }
  }
`);

export const PlannerInboxDocument = graphql(`
  query PlannerInbox($size: Int!) {
    inbox(offset: 0, size: $size) {
      total
      items {
        ...PlannerTodo
      }
    }
  }
`);

/** The viewer's goals that wait for a to-do: the inbox's empty goal groups (todoDisplaySetting.showEmptyGoals). */
export const PlannerWaitingGoalsDocument = graphql(`
  query PlannerWaitingGoals {
    goalsWithoutTodos {
      id
      title
    }
  }
`);

export const PlannerCreateTodoDocument = graphql(`
  mutation PlannerCreateTodo($input: CreateTodoInput!) {
    createTodo(input: $input) {
      ...PlannerTodo
      planners {
        id
        blocks
        plannerDate
      }
    }
  }
`);

export const PlannerLiveDocument = graphql(`
  subscription PlannerLive {
    plannerChanged {
      date
      userId
    }
  }
`);
