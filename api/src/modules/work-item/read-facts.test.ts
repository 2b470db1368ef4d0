import { describe, expect, it } from 'vitest';
import { createContext } from '../../graphql/context.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { createGoal } from '../../test/goal-factories.js';
import { CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { createTodo } from '../../test/todo-factories.js';
import { readGoal } from '../goal/goal.read.js';
import { noteReadFacts, readDrive } from '../note/drive.read.js';
import { noteViewer } from '../note/note.access.js';
import { notePolicy, type NoteViewer } from '../note/note.policy.js';
import { todoViewer } from '../todo/todo.access.js';
import { readTodo, todoReadFacts } from '../todo/todo.read.js';
import type { TodoViewer } from '../todo/todo.policy.js';
import { goalAccess, workItemViewer } from './work-item.access.js';
import type { WorkItemAccess, WorkItemViewer } from './work-item.policy.js';
import { workItemReadFacts } from './work-item.read.js';

/*
 * The read path fetches in SQL the facts the policies decide on; the loaders fetch them for every
 * other path. Both must hand the policy the same facts, for every kind of viewer and item.
 */
const app = useTestApp();
const org = useOrganisation(app);

const contextOf = (userId: string): SignedInContext =>
  createContext({ services: app.app.services, viewer: { userId, sessionId: 'facts-test' } });

const sorted = (ids: Iterable<string>) => [...ids].sort();
const todoFacts = (viewer: TodoViewer) => ({
  sharesWorkspaceWithOwner: viewer.sharesWorkspaceWithOwner,
  goalWorkspace: viewer.goalWorkspace === undefined ? 'no live goal' : (viewer.goalWorkspace?.role ?? null),
  canReadGoal: viewer.canReadGoal,
});
const noteFacts = (viewer: NoteViewer) => ({
  role: viewer.workspace?.role ?? null,
  canReadTarget: viewer.canReadTarget,
});
const goalFacts = (viewer: WorkItemViewer, access: WorkItemAccess) => ({
  role: viewer.workspace?.role ?? null,
  teamIds: sorted(viewer.teamIds),
  sharedTeamIds: sorted(access.sharedTeamIds),
  participantIds: sorted(access.participantIds),
  leaderId: access.leaderId,
  registerId: access.registerId,
});

describe('facts of the read path', () => {
  it('are the facts the loaders give, for every viewer, goal, to-do and note', async () => {
    const { createTeam: doomed } = await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Doomed', memberIds: [org.member.user.id] } },
      { token: org.owner.token },
    );
    const goals = [
      await createGoal(app, org.member.token, { teamId: org.teamId }),
      await createGoal(app, org.member.token, { teamId: org.teamId, leaderId: org.admin.user.id }),
      await createGoal(app, org.member.token, { teamId: org.teamId, participantIds: [org.admin.user.id] }),
      await createGoal(app, org.member.token, { teamId: doomed.id }),
    ];
    const todos = [
      await createTodo(app, org.member.token, { title: 'Plain' }),
      await createTodo(app, org.member.token, { title: 'Private', isPublic: false }),
      ...(await Promise.all(goals.map((goalId) => createTodo(app, org.member.token, { goalId })))),
      await createTodo(app, org.outsider.token, { title: 'Elsewhere' }),
    ];
    const createNote = async (target: Record<string, string>, token = org.member.token) =>
      (
        await app.gqlOk(
          `mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`,
          { input: { title: 'Facts', ...target } },
          { token },
        )
      ).createNote.id as string;
    const notes = [
      ...(await Promise.all(goals.map((goalId) => createNote({ goalId })))),
      ...(await Promise.all(todos.slice(0, -1).map((todoId) => createNote({ todoId })))),
      await createNote({ todoId: todos.at(-1)! }, org.outsider.token),
    ];
    await app.gqlOk(`mutation($id: UUID!) { deleteTeam(id: $id) }`, { id: doomed.id }, { token: org.owner.token });

    let compared = 0;
    for (const { user } of [org.owner, org.admin, org.member, org.invited, org.outsider]) {
      for (const todoId of todos) {
        const ctx = contextOf(user.id);
        const entity = (await ctx.loaders.todo.load(todoId))!;
        const row = await readTodo(ctx.em, user.id, todoId);
        expect(todoFacts(todoReadFacts.of(row!)!.viewer), `to-do ${todoId} for ${user.name}`).toEqual(
          todoFacts(await todoViewer(ctx, entity)),
        );
        compared += 1;
      }
      for (const goalId of goals) {
        const ctx = contextOf(user.id);
        const entity = await ctx.loaders.goal.load(goalId);
        const team = entity && (await ctx.loaders.team.load(entity.team.id));
        const row = await readGoal(ctx.em, user.id, goalId);
        // A goal of a deleted team is gone on both paths.
        expect(row === null, `goal ${goalId} gone`).toBe(team === null);
        if (!row || !entity || !team) continue;
        const carried = workItemReadFacts.of(row)!;
        expect(goalFacts(carried.viewer, carried.access)).toEqual(
          goalFacts(await workItemViewer(ctx, team.workspace.id), await goalAccess(ctx, entity)),
        );
        compared += 1;
      }
    }
    expect(compared).toBe(5 * todos.length + 5 * 3);

    // The drive lists exactly the notes the policy lets each viewer read, with the loaders' facts.
    for (const { user } of [org.owner, org.admin, org.member, org.invited, org.outsider]) {
      const ctx = contextOf(user.id);
      const { items } = await readDrive(ctx.em, {
        viewer: { id: user.id, timezone: 'UTC' },
        filter: {},
        order: 'updated',
        offset: 0,
        size: 100,
      });
      const listed = new Map(items.map((row) => [row.id, noteReadFacts.of(row)!.viewer]));
      for (const noteId of notes) {
        const entity = await ctx.loaders.note.load(noteId);
        const viewer = entity && (await noteViewer(ctx, entity));
        const readable = viewer != null && notePolicy.read(viewer);
        expect(listed.has(noteId), `note ${noteId} listed for ${user.name}`).toBe(readable);
        if (readable) expect(noteFacts(listed.get(noteId)!)).toEqual(noteFacts(viewer));
      }
    }
  });
});
