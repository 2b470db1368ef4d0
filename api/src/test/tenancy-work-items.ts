import type { Organisation } from './org-factories.js';
import { BOUND_REFUSED, COLLEAGUES, LOGGED_IN_OK, TEAM_READERS, TODO_OWNER_ONLY, type Case } from './tenancy-case.js';
import type { TestApp } from './test-app.js';

/**
 * The tenancy matrix rows of goals, projects, to-dos, planners, comments and notes, with the data
 * they act on: one goal, project, to-do, comment and note of the member, made in setUp(), and fresh
 * ones for calls that change or remove what they touch.
 */
export class WorkItemFixtures {
  goalId = '';
  projectId = '';
  /** A public to-do of the member, without a goal. */
  todoId = '';
  /** A comment of the member on their to-do. */
  memberCommentId = '';
  /** A note of the member on the goal. */
  noteId = '';
  private slot = 0;

  constructor(private readonly env: () => { app: TestApp; org: Organisation }) {}

  async setUp(): Promise<void> {
    this.goalId = await this.freshGoal();
    this.todoId = (await this.freshTodo()).id;
    this.memberCommentId = await this.freshComment();
    this.noteId = await this.freshNote();
    this.projectId = await this.freshProject();
  }

  /** Runs a mutation as the member. */
  private async asMember(query: string, variables: Record<string, unknown>) {
    const { app, org } = this.env();
    return app.gqlOk(query, variables, { token: org.member.token });
  }

  async freshGoal(extra: Record<string, unknown> = {}): Promise<string> {
    const { org } = this.env();
    return (
      await this.asMember(`mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`, {
        input: { teamId: org.teamId, title: 'Fresh goal', ...extra },
      })
    ).createGoal.id;
  }

  async freshProject(): Promise<string> {
    return (
      await this.asMember(
        `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Fresh project" }) { id } }`,
        { t: this.env().org.teamId },
      )
    ).createProject.id;
  }

  async freshTodo(plan?: { date: string; blocks: number[] }): Promise<{ id: string; plannerId: string | null }> {
    const { createTodo } = await this.asMember(
      `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id planners { id } } }`,
      { input: { title: 'Fresh to-do', plan } },
    );
    return { id: createTodo.id, plannerId: createTodo.planners[0]?.id ?? null };
  }

  async freshComment(): Promise<string> {
    return (
      await this.asMember(
        `mutation($t: UUID!) { createComment(input: { target: { todoId: $t }, content: "Fresh" }) { id } }`,
        { t: this.todoId },
      )
    ).createComment.id;
  }

  async freshNote(): Promise<string> {
    return (
      await this.asMember(`mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Fresh note" }) { id } }`, {
        g: this.goalId,
      })
    ).createNote.id;
  }

  /** A date and slot no other call of the matrix uses. */
  freshSlot(): { date: string; blocks: number[] } {
    return { date: '2030-01-01', blocks: [this.slot++] };
  }
}

export function workItemCases(fx: WorkItemFixtures): Record<string, Case> {
  return {
    'Query.goal': {
      query: `query($id: UUID!) { goal(id: $id) { id title team { name } sharedTeams { team { name } } } }`,
      variables: () => ({ id: fx.goalId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Query.goals': {
      query: `query($t: UUID!) { goals(filter: { teamId: $t }) { total items { id title leader { email } } } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Query.goalsWithoutTodos': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ goalsWithoutTodos { id title team { name } } }`,
      expect: LOGGED_IN_OK,
      leaksNothing: true,
    },
    'Query.goalSelector': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ goalSelector { projectName goals { id title team { name } } } }`,
      expect: LOGGED_IN_OK,
      leaksNothing: true,
    },
    'Query.childrenSharingStatus': {
      query: `query($g: UUID!, $t: UUID!) { childrenSharingStatus(goalId: $g, teamId: $t, enable: true) { childCount } }`,
      variables: (o) => ({ g: fx.goalId, t: o.teamId }),
      expect: TEAM_READERS,
    },
    'Query.goalActivity': {
      query: `query($g: UUID!) { goalActivity(goalId: $g) { items { action user { email } } } }`,
      variables: () => ({ g: fx.goalId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Mutation.createGoal': {
      query: `mutation($t: UUID!) { createGoal(input: { teamId: $t, title: "Matrix goal" }) { id } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: TEAM_READERS,
    },
    'Mutation.updateGoal': {
      query: `mutation($id: UUID!) { updateGoal(id: $id, input: { content: "Same" }) { id } }`,
      variables: () => ({ id: fx.goalId }),
      expect: TEAM_READERS,
    },
    'Mutation.moveGoal': {
      query: `mutation($id: UUID!) { moveGoal(id: $id, parentId: null) { id } }`,
      variables: () => ({ id: fx.goalId }),
      expect: TEAM_READERS,
    },
    'Mutation.addGoalParticipant': {
      query: `mutation($g: UUID!, $u: UUID!) { addGoalParticipant(goalId: $g, userId: $u) { id } }`,
      variables: (o) => ({ g: fx.goalId, u: o.owner.user.id }),
      expect: TEAM_READERS,
    },
    'Mutation.removeGoalParticipant': {
      query: `mutation($g: UUID!, $u: UUID!) { removeGoalParticipant(goalId: $g, userId: $u) { id } }`,
      variables: async (o) => ({ g: await fx.freshGoal({ participantIds: [o.owner.user.id] }), u: o.owner.user.id }),
      expect: TEAM_READERS,
    },
    'Mutation.setGoalSharing': {
      query: `mutation($g: UUID!, $t: UUID!) { setGoalSharing(input: { goalId: $g, teamId: $t, enable: true }) { id } }`,
      variables: (o) => ({ g: fx.goalId, t: o.teamId }),
      expect: TEAM_READERS,
    },
    'Mutation.hideGoal': {
      query: `mutation($id: UUID!) { hideGoal(id: $id) { id } }`,
      variables: async () => ({ id: await fx.freshGoal() }),
      expect: TEAM_READERS,
    },
    'Mutation.revealGoal': {
      query: `mutation($id: UUID!) { revealGoal(id: $id) { id } }`,
      variables: () => ({ id: fx.goalId }),
      expect: TEAM_READERS,
    },
    'Mutation.deleteGoal': {
      query: `mutation($id: UUID!) { deleteGoal(id: $id) }`,
      variables: async () => ({ id: await fx.freshGoal() }),
      expect: TEAM_READERS,
    },
    'Mutation.updateGoalDisplaySetting': {
      query: `mutation { updateGoalDisplaySetting(input: { viewType: "list" }) { id } }`,
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Mutation.updateTodoDisplaySetting': {
      query: `mutation { updateTodoDisplaySetting(input: { showGoals: true }) { id } }`,
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Query.project': {
      query: `query($id: UUID!) { project(id: $id) { id name team { name } } }`,
      variables: () => ({ id: fx.projectId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Query.projects': {
      query: `query($t: UUID!) { projects(teamId: $t) { total items { id name } } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Mutation.createProject': {
      query: `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Matrix project" }) { id } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: TEAM_READERS,
    },
    'Mutation.updateProject': {
      query: `mutation($id: UUID!) { updateProject(id: $id, input: { description: "Same" }) { id } }`,
      variables: () => ({ id: fx.projectId }),
      expect: TEAM_READERS,
    },
    'Mutation.deleteProject': {
      query: `mutation($id: UUID!) { deleteProject(id: $id) }`,
      variables: async () => ({ id: await fx.freshProject() }),
      expect: TEAM_READERS,
    },
    'Mutation.setProjectSharing': {
      query: `mutation($p: UUID!, $t: UUID!) { setProjectSharing(input: { projectId: $p, teamId: $t, enable: true }) { id } }`,
      variables: (o) => ({ p: fx.projectId, t: o.teamId }),
      expect: TEAM_READERS,
    },
    'Query.categories': { query: `{ categories { id name } }`, expect: LOGGED_IN_OK },
    'Query.todo': {
      query: `query($id: UUID!) { todo(id: $id) { id title owner { email } } }`,
      variables: () => ({ id: fx.todoId }),
      expect: COLLEAGUES,
      leaksNothing: true,
    },
    'Query.inbox': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ inbox { total items { id title } } }`,
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Query.unfinishedTodos': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ unfinishedTodos(date: "2030-01-01") { total } }`,
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Query.doneTodos': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ doneTodos { total } }`,
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Query.upcomingPlanners': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ upcomingPlanners { hasMore } }`,
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Query.plannerDates': {
      query: `query($u: UUID) { plannerDates(from: "2030-01-01", to: "2030-01-31", userId: $u) { date count } }`,
      variables: (o) => ({ u: o.member.user.id }),
      expect: COLLEAGUES,
    },
    'Query.plannerDay': {
      query: `query($u: UUID) { plannerDay(date: "2030-01-01", userId: $u) { id todo { title owner { email } } } }`,
      variables: (o) => ({ u: o.member.user.id }),
      expect: COLLEAGUES,
      leaksNothing: true,
    },
    'Mutation.createTodo': {
      boundElsewhere: BOUND_REFUSED,
      query: `mutation { createTodo(input: { title: "Mine" }) { id } }`,
      expect: LOGGED_IN_OK,
      selfScoped: true,
    },
    'Mutation.updateTodo': {
      query: `mutation($id: UUID!) { updateTodo(id: $id, input: { content: "Same" }) { id } }`,
      variables: () => ({ id: fx.todoId }),
      expect: COLLEAGUES,
    },
    'Mutation.setTodoComplete': {
      query: `mutation($id: UUID!) { setTodoComplete(id: $id, complete: false) { id } }`,
      variables: () => ({ id: fx.todoId }),
      expect: COLLEAGUES,
    },
    'Mutation.stopTodo': {
      query: `mutation($id: UUID!) { stopTodo(id: $id, date: "2030-01-01") { id } }`,
      variables: async () => ({ id: (await fx.freshTodo()).id }),
      expect: TODO_OWNER_ONLY,
    },
    'Mutation.moveInboxTodo': {
      query: `mutation($id: UUID!) { moveInboxTodo(id: $id, beforeId: null) { id } }`,
      variables: () => ({ id: fx.todoId }),
      expect: TODO_OWNER_ONLY,
    },
    'Mutation.resumeTodo': {
      query: `mutation($id: UUID!) { resumeTodo(id: $id) { id } }`,
      variables: () => ({ id: fx.todoId }),
      expect: TODO_OWNER_ONLY,
    },
    'Mutation.deleteTodo': {
      query: `mutation($id: UUID!) { deleteTodo(id: $id) }`,
      variables: async () => ({ id: (await fx.freshTodo()).id }),
      expect: TODO_OWNER_ONLY,
    },
    'Mutation.planTodo': {
      query: `mutation($id: UUID!, $d: LocalDate!, $b: [Int!]!) { planTodo(todoId: $id, date: $d, blocks: $b) { id } }`,
      variables: async () => {
        const { date, blocks } = fx.freshSlot();
        return { id: (await fx.freshTodo()).id, d: date, b: blocks };
      },
      expect: COLLEAGUES,
    },
    'Mutation.updatePlanner': {
      query: `mutation($id: UUID!, $b: [Int!]!) { updatePlanner(id: $id, blocks: $b) { id } }`,
      variables: async () => {
        const planned = await fx.freshTodo(fx.freshSlot());
        return { id: planned.plannerId, b: fx.freshSlot().blocks };
      },
      expect: COLLEAGUES,
    },
    'Mutation.removePlanner': {
      query: `mutation($id: UUID!) { removePlanner(id: $id) }`,
      variables: async () => ({ id: (await fx.freshTodo(fx.freshSlot())).plannerId }),
      expect: COLLEAGUES,
    },
    'Query.comments': {
      query: `query($g: UUID!) { comments(target: { goalId: $g }) { count items { content author { email } } } }`,
      variables: () => ({ g: fx.goalId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Query.mentionSuggestions': {
      query: `query($g: UUID!) { mentionSuggestions(target: { goalId: $g }) { email } }`,
      variables: () => ({ g: fx.goalId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Mutation.createComment': {
      query: `mutation($t: UUID!) { createComment(input: { target: { todoId: $t }, content: "Matrix" }) { id } }`,
      variables: () => ({ t: fx.todoId }),
      expect: COLLEAGUES,
    },
    'Mutation.updateComment': {
      query: `mutation($id: UUID!) { updateComment(id: $id, content: "Edited") { id } }`,
      variables: () => ({ id: fx.memberCommentId }),
      expect: {
        default: 'NOT_FOUND',
        owner: 'FORBIDDEN',
        admin: 'FORBIDDEN',
        member: 'ok',
        anonymous: 'UNAUTHENTICATED',
      },
    },
    'Mutation.deleteComment': {
      query: `mutation($id: UUID!) { deleteComment(id: $id) }`,
      variables: async () => ({ id: await fx.freshComment() }),
      expect: {
        default: 'NOT_FOUND',
        owner: 'FORBIDDEN',
        admin: 'FORBIDDEN',
        member: 'ok',
        anonymous: 'UNAUTHENTICATED',
      },
    },
    'Query.note': {
      query: `query($id: UUID!) { note(id: $id) { id title author { email } } }`,
      variables: () => ({ id: fx.noteId }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Query.sharedNote': { query: `{ sharedNote(code: "ABCDEF") { title } }`, expect: { default: 'ok' } },
    'Query.drive': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ drive { total items { id title workspace { name } } } }`,
      expect: LOGGED_IN_OK,
      leaksNothing: true,
    },
    'Query.myRecentNotes': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ myRecentNotes { items { title } } }`,
      expect: LOGGED_IN_OK,
      leaksNothing: true,
    },
    'Query.recentlyViewedNotes': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ recentlyViewedNotes { items { title } } }`,
      expect: LOGGED_IN_OK,
      leaksNothing: true,
    },
    'Query.bookmarkedNotes': {
      boundElsewhere: BOUND_REFUSED,
      query: `{ bookmarkedNotes { items { title } } }`,
      expect: LOGGED_IN_OK,
      leaksNothing: true,
    },
    'Query.noteSummary': {
      query: `query($id: UUID!) { noteSummary(id: $id) }`,
      variables: () => ({ id: fx.noteId }),
      expect: TEAM_READERS,
    },
    'Mutation.emailNoteSummary': {
      query: `mutation($id: UUID!) { emailNoteSummary(id: $id) }`,
      variables: () => ({ id: fx.noteId }),
      expect: TEAM_READERS,
    },
    'Mutation.createNote': {
      query: `mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Matrix" }) { id } }`,
      variables: () => ({ g: fx.goalId }),
      expect: TEAM_READERS,
    },
    'Mutation.updateNote': {
      query: `mutation($id: UUID!) { updateNote(id: $id, input: { title: "Same" }) { id } }`,
      variables: () => ({ id: fx.noteId }),
      expect: TEAM_READERS,
    },
    'Mutation.deleteNote': {
      query: `mutation($id: UUID!) { deleteNote(id: $id) }`,
      variables: async () => ({ id: await fx.freshNote() }),
      expect: TEAM_READERS,
    },
    'Mutation.setNoteSharing': {
      query: `mutation($id: UUID!) { setNoteSharing(id: $id, enabled: false) { id } }`,
      variables: () => ({ id: fx.noteId }),
      expect: TEAM_READERS,
    },
    'Mutation.setNoteBookmark': {
      query: `mutation($id: UUID!) { setNoteBookmark(id: $id, bookmarked: true) { id } }`,
      variables: () => ({ id: fx.noteId }),
      expect: TEAM_READERS,
    },
    'Mutation.markNoteViewed': {
      query: `mutation($id: UUID!) { markNoteViewed(id: $id) }`,
      variables: () => ({ id: fx.noteId }),
      expect: TEAM_READERS,
    },
  };
}

/** Subscriptions of these areas, authorized when subscribing (see goal-live, todo and comment tests). */
export const WORK_ITEM_SUBSCRIPTIONS: Record<string, Case> = {
  'Subscription.goalChanged': { query: `subscription { goalChanged(goalId: "") { goalId } }`, expect: {} },
  'Subscription.goalTodosChanged': { query: `subscription { goalTodosChanged(goalId: "") { todoId } }`, expect: {} },
  'Subscription.commentsChanged': { query: `subscription { commentsChanged(target: {}) { kind } }`, expect: {} },
  'Subscription.plannerChanged': { query: `subscription { plannerChanged { date } }`, expect: {} },
  'Subscription.teamGoalsChanged': { query: `subscription { teamGoalsChanged(teamIds: []) { goalId } }`, expect: {} },
};
