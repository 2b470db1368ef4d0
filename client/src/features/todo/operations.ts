import { graphql } from '../../gql';

export const TodoDrawerDocument = graphql(`
  query TodoDrawer($id: UUID!) {
    todo(id: $id) {
      ...TodoDrawerContent_todo
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
      ...TodoDrawerContent_todo
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
      ...GoalTodosCard_todo
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
        ...GoalTodosCard_todo
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
