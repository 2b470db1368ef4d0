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

/** The related tasks of a goal and the time planned for it. */
export const GoalTodosDocument = graphql(`
  query GoalTodos($goalId: UUID!) {
    goal(id: $goalId) {
      id
      work {
        plannedHours
        todos
        doneTodos
        includesSubgoals
      }
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
