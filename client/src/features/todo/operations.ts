import { graphql } from '../../gql';

/** A to-do as the drawer shows it (masked to-dos of colleagues come with title, content and goal null). */
export const TodoDrawerFieldsFragment = graphql(`
  fragment TodoDrawerFields on Todo {
    id
    title
    masked
    content
    status
    isPublic
    dueDate
    completeDate
    cancelledDate
    registerDate
    updateDate
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
    project {
      id
      name
    }
    owner {
      id
      name
      profileImageUrl
    }
    planners {
      id
      plannerDate
      blocks
    }
    viewerCan {
      edit
      editTimes
      delete
    }
  }
`);

export const TodoDrawerDocument = graphql(`
  query TodoDrawer($id: UUID!) {
    todo(id: $id) {
      ...TodoDrawerFields
    }
  }
`);

export const TodoCategoriesDocument = graphql(`
  query TodoCategories {
    categories {
      id
      name
      color
      colorName
    }
  }
`);

export const UpdateTodoDocument = graphql(`
  mutation UpdateTodo($id: UUID!, $input: UpdateTodoInput!) {
    updateTodo(id: $id, input: $input) {
      ...TodoDrawerFields
    }
  }
`);

export const SetTodoCompleteDocument = graphql(`
  mutation SetTodoComplete($id: UUID!, $complete: Boolean!) {
    setTodoComplete(id: $id, complete: $complete) {
      id
      status
      completeDate
      cancelledDate
    }
  }
`);

export const StopTodoDocument = graphql(`
  mutation StopTodo($id: UUID!, $date: LocalDate!) {
    stopTodo(id: $id, date: $date) {
      id
      status
      completeDate
      cancelledDate
      planners {
        id
        plannerDate
        blocks
      }
    }
  }
`);

export const ResumeTodoDocument = graphql(`
  mutation ResumeTodo($id: UUID!) {
    resumeTodo(id: $id) {
      id
      status
      completeDate
      cancelledDate
    }
  }
`);

export const DeleteTodoDocument = graphql(`
  mutation DeleteTodo($id: UUID!) {
    deleteTodo(id: $id)
  }
`);

/** Plans a to-do on a date: on rows (blocks) or for the day without a time (no blocks). */
export const PlanTodoDocument = graphql(`
  mutation PlanTodo($todoId: UUID!, $date: LocalDate!, $blocks: [Int!]!) {
    planTodo(todoId: $todoId, date: $date, blocks: $blocks) {
      id
      plannerDate
      blocks
      todo {
        id
      }
    }
  }
`);

export const RemovePlannerDocument = graphql(`
  mutation RemovePlanner($id: UUID!) {
    removePlanner(id: $id)
  }
`);

export const CreateGoalTodoDocument = graphql(`
  mutation CreateGoalTodo($input: CreateTodoInput!) {
    createTodo(input: $input) {
      ...GoalTodoRow
    }
  }
`);

/** A row of the goal page's to-do card. */
export const GoalTodoRowFragment = graphql(`
  fragment GoalTodoRow on Todo {
    id
    title
    masked
    status
    completeDate
    cancelledDate
    isPublic
    owner {
      id
      name
      profileImageUrl
    }
    planners {
      id
      plannerDate
      blocks
    }
    viewerCan {
      edit
      editTimes
      delete
    }
  }
`);

/** The related tasks of a goal and the time planned for it. */
export const GoalTodosDocument = graphql(`
  query GoalTodos($goalId: UUID!) {
    goal(id: $goalId) {
      id
      plannedHours
      todos {
        ...GoalTodoRow
      }
    }
  }
`);

export const GoalTodosChangedDocument = graphql(`
  subscription GoalTodosChanged($goalId: UUID!) {
    goalTodosChanged(goalId: $goalId) {
      goalId
      todoId
    }
  }
`);
