import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Row } from '../../database/entity-row.js';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { pairKey } from '../../database/batch.js';
import { checkPage } from '../../graphql/paging.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Goal } from '../goal/goal.entity.js';
import { authorizeGoal } from '../goal/goal.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { authorizeTodo, mayOnTodo } from '../todo/todo.access.js';
import { Todo } from '../todo/todo.entity.js';
import { todoPolicy } from '../todo/todo.policy.js';
import { UserProfile } from '../user/user-profile.type.js';
import { readViewerSettings, type UserProfileRow } from '../user/user.read.js';
import { sharedWorkspaceIds } from '../workspace/shared-workspaces.js';
import { viewerMembership } from '../workspace/workspace.access.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { isActiveMember } from '../workspace/workspace.policy.js';
import type { DriveOrder } from './drive.query.js';
import { noteReadFacts } from './drive.read.js';
import { authorizeNote, noteSubject, noteViewer } from './note.access.js';
import { Note } from './note.entity.js';
import { notePolicy } from './note.policy.js';
import {
  CreateNoteInput,
  DriveFilter,
  NoteLocation,
  NotePage,
  NoteViewerCan,
  SharedNote,
  UpdateNoteInput,
} from './note.types.js';
import { isShareCode } from './share-code.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

const DRIVE_PAGE_MAX = 100;

/** Notes, the drive and share links (spec 1): every note passes note.access.ts. */
@Resolver(() => Note)
export class NoteResolver {
  @BoundTokens({ id: 'note' })
  @Query(() => Note, { description: 'A note. NOT_FOUND, or FORBIDDEN with reason NOTE_ACCESS_DENIED.' })
  note(
    @Arg('id', () => UUIDScalar, { description: 'The note.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Note> {
    return authorizeNote(ctx, id);
  }

  @BoundTokens('public')
  @Query(() => SharedNote, {
    nullable: true,
    description: 'A shared note by its code, for anyone; null when unknown or no longer shared (rate-limited).',
  })
  async sharedNote(
    @Arg('code', { description: 'The code at the end of the share link.' }) code: string,
    @Ctx() ctx: Context,
  ): Promise<SharedNote | null> {
    await ctx.services.lookupLimiter.consume(ctx.ip ?? 'unknown');
    if (!isShareCode(code)) return null;
    const note = await ctx.services.notes.shared(ctx.em, code);
    if (!note) return null;
    const author = await ctx.loaders.user.load(note.register.id);
    return { title: note.title, content: note.content, authorName: author?.name ?? '', updateDate: note.updateDate };
  }

  @BoundTokens({ 'filter.workspaceId': 'workspace' })
  @Query(() => NotePage, {
    description: 'The drive: notes the viewer may open, filtered, most recently updated first.',
  })
  async drive(
    @Arg('filter', () => DriveFilter, {
      defaultValue: {},
      description: 'Search text, workspace, author, location, creation period and bookmarks.',
    })
    filter: DriveFilter,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Notes to skip (0 or more).' }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20, description: 'Notes per page, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<NotePage> {
    return this.list(ctx, filter, 'updated', offset, size);
  }

  @BoundTokens('all-workspaces')
  @Query(() => NotePage, { description: 'Notes the viewer wrote, newest first.' })
  myRecentNotes(
    @Arg('size', () => Int, { defaultValue: 10, description: 'How many, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<NotePage> {
    return this.list(ctx, {}, 'created', 0, size);
  }

  @BoundTokens('all-workspaces')
  @Query(() => NotePage, { description: 'Notes the viewer opened lately, last opened first.' })
  recentlyViewedNotes(
    @Arg('size', () => Int, { defaultValue: 10, description: 'How many, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<NotePage> {
    return this.list(ctx, {}, 'viewed', 0, size);
  }

  @BoundTokens('all-workspaces')
  @Query(() => NotePage, { description: 'Notes the viewer bookmarked, last bookmarked first.' })
  bookmarkedNotes(
    @Arg('size', () => Int, { defaultValue: 10, description: 'How many, 1 to 100.' }) size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<NotePage> {
    return this.list(ctx, {}, 'bookmarked', 0, size);
  }

  @BoundTokens({ id: 'note' })
  @Query(() => String, {
    description: 'A summary of the note text (extractive, in the note language; empty for an empty note).',
  })
  async noteSummary(
    @Arg('id', () => UUIDScalar, { description: 'A note the viewer may read.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<string> {
    return ctx.services.notes.summary(await authorizeNote(ctx, id));
  }

  @BoundTokens({ id: 'note' })
  @Mutation(() => Boolean, { description: 'E-mails the summary of a note to the viewer, in their language.' })
  async emailNoteSummary(
    @Arg('id', () => UUIDScalar, { description: 'A note the viewer may read.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const note = await authorizeNote(ctx, id);
    const viewer = await ctx.loaders.user.load(ctx.viewer.userId);
    if (!viewer) throw errors.unauthenticated();
    await ctx.services.notes.emailSummary(viewer, note);
    return true;
  }

  @BoundTokens({ 'input.workspaceId': 'workspace', 'input.goalId': 'goal', 'input.todoId': 'todo' })
  @Mutation(() => Note, {
    description:
      'Creates a note on a goal or a to-do the viewer may edit. BAD_USER_INPUT TARGET_ID_REQUIRED without one.',
  })
  async createNote(
    @Arg('input', () => CreateNoteInput, { description: 'Where the note goes, its title and content.' })
    input: CreateNoteInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Note> {
    const { userId } = ctx.viewer;
    if (Boolean(input.goalId) === Boolean(input.todoId))
      throw errors.badInput('target', 'TARGET_ID_REQUIRED', 'A note needs a goal or a to-do.');
    if (input.goalId) {
      const { item, team } = await authorizeGoal(ctx, input.goalId, workItemPolicy.edit);
      return ctx.services.notes.create(ctx.em, userId, { goal: item }, team.workspace.id, input.title, input.content);
    }
    const { todo } = await authorizeTodo(ctx, input.todoId!, todoPolicy.edit);
    return ctx.services.notes.create(
      ctx.em,
      userId,
      { todo },
      await todoNoteWorkspace(ctx, todo, input.workspaceId ?? null),
      input.title,
      input.content,
    );
  }

  @BoundTokens({ id: 'note' })
  @Mutation(() => Note, { description: 'Saves a note title and content (the markdown is derived).' })
  async updateNote(
    @Arg('id', () => UUIDScalar, { description: 'A note the viewer may edit.' }) id: string,
    @Arg('input', () => UpdateNoteInput, { description: 'The title or content to save.' }) input: UpdateNoteInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Note> {
    const note = await authorizeNote(ctx, id, notePolicy.edit);
    return ctx.services.notes.update(ctx.em, ctx.viewer.userId, note, input.title, input.content);
  }

  @BoundTokens({ id: 'note' })
  @RetrySafe()
  @Mutation(() => Boolean, {
    description: 'Deletes a note (its author or a workspace admin); the goal activity marks it deleted.',
  })
  async deleteNote(
    @Arg('id', () => UUIDScalar, { description: 'The note to delete.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.notes.softDelete(ctx.em, await authorizeNote(ctx, id, notePolicy.delete));
    return true;
  }

  @BoundTokens({ id: 'note' })
  @Mutation(() => Note, { description: 'Switches the share link on or off; the code stays the same.' })
  async setNoteSharing(
    @Arg('id', () => UUIDScalar, { description: 'A note the viewer may read.' }) id: string,
    @Arg('enabled', { description: 'True: anyone with the link reads it; false: the link answers nothing.' })
    enabled: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Note> {
    return ctx.services.notes.setSharing(ctx.em, await authorizeNote(ctx, id, notePolicy.share), enabled);
  }

  @BoundTokens({ id: 'note' })
  @Mutation(() => Note, { description: 'Bookmarks a note for the viewer, or removes the bookmark.' })
  async setNoteBookmark(
    @Arg('id', () => UUIDScalar, { description: 'A note the viewer may read.' }) id: string,
    @Arg('bookmarked', { description: 'True to bookmark, false to remove the bookmark.' }) bookmarked: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Note> {
    const note = await authorizeNote(ctx, id);
    await ctx.services.notes.setBookmark(ctx.em, ctx.viewer.userId, note, bookmarked);
    ctx.loaders.noteBookmarked.clear(pairKey(note.id, ctx.viewer.userId));
    return note;
  }

  @BoundTokens({ id: 'note' })
  @Mutation(() => Boolean, { description: 'Records that the viewer opened a note (view history).' })
  async markNoteViewed(
    @Arg('id', () => UUIDScalar, { description: 'A note the viewer may read.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    const note = await authorizeNote(ctx, id);
    await ctx.services.notes.recordView(ctx.em, ctx.viewer.userId, note);
    return true;
  }

  @FieldResolver(() => GraphQLJSONObject, { description: 'The document as ProseMirror JSON.' })
  content(@Root() note: Row<Note>): Record<string, unknown> {
    return note.content;
  }

  @FieldResolver(() => UserProfile, { description: 'Who wrote it.' })
  async author(@Root() note: Row<Note>, @Ctx() ctx: Context): Promise<UserProfileRow> {
    return noteReadFacts.of(note)?.author ?? (await ctx.loaders.user.load(note.register.id))!;
  }

  @FieldResolver(() => NoteLocation, { description: 'On a goal or on a to-do.' })
  location(@Root() note: Row<Note>): NoteLocation {
    return note.goal ? NoteLocation.GOAL : NoteLocation.TODO;
  }

  @FieldResolver(() => Goal, {
    nullable: true,
    description: 'The goal it is on; null for a note on a to-do, or when the viewer may not read the goal.',
  })
  async goal(@Root() note: Row<Note>, @Ctx() ctx: Context): Promise<Row<Goal> | null> {
    const carried = noteReadFacts.of(note);
    if (carried) return carried.goal;
    return note.goal ? ctx.loaders.goal.load(note.goal.id) : null;
  }

  @FieldResolver(() => Todo, { nullable: true, description: 'The to-do it is on; null for a note on a goal.' })
  async todo(@Root() note: Row<Note>, @Ctx() ctx: Context): Promise<Row<Todo> | null> {
    const carried = noteReadFacts.of(note);
    if (carried) return carried.todo;
    return note.todo ? ctx.loaders.todo.load(note.todo.id) : null;
  }

  @FieldResolver(() => Workspace, {
    description: "The workspace it belongs to (its goal's, or the one chosen for a to-do without a goal).",
  })
  async workspace(@Root() note: Row<Note>, @Ctx() ctx: Context): Promise<Row<Workspace>> {
    return noteReadFacts.of(note)?.workspace ?? (await ctx.loaders.workspace.load(note.workspace.id))!;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer bookmarked it.' })
  async bookmarked(@Root() note: Row<Note>, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return noteReadFacts.of(note)?.bookmarked ?? ctx.loaders.noteBookmarked.load(pairKey(note.id, ctx.viewer.userId));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The short link /s/{code}, once sharing was switched on: under PUBLIC_URL, or without one under the address of the page that asked.',
  })
  shareUrl(@Root() note: Row<Note>, @Ctx() ctx: Context): string | null {
    return ctx.services.notes.shareUrl(note, ctx.pageOrigin);
  }

  @FieldResolver(() => NoteViewerCan, { description: 'What the viewer may do with the note.' })
  async viewerCan(@Root() note: Row<Note>, @SignedIn() ctx: SignedInContext): Promise<NoteViewerCan> {
    const viewer = await noteViewer(ctx, note);
    const subject = noteSubject(note);
    return {
      edit: notePolicy.edit(viewer),
      share: notePolicy.share(viewer),
      delete: notePolicy.delete(viewer, subject),
    };
  }

  private async list(
    ctx: SignedInContext,
    filter: DriveFilter,
    order: DriveOrder,
    offset: number,
    size: number,
  ): Promise<NotePage> {
    checkPage(offset, size, DRIVE_PAGE_MAX);
    return ctx.services.notes.drive(ctx.reads, {
      viewer: await readViewerSettings(ctx.reads, ctx.viewer.userId),
      filter,
      order,
      offset,
      size,
    });
  }
}

/** Notes on to-dos and goals. */
@Resolver(() => Todo)
export class TodoNotesResolver {
  @FieldResolver(() => [Note], { description: 'Notes of the to-do, newest first (empty when masked).' })
  async notes(@Root() todo: Row<Todo>, @SignedIn() ctx: SignedInContext): Promise<Note[]> {
    if (!(await mayOnTodo(ctx, todo, todoPolicy.seeTitle))) return [];
    return ctx.loaders.todoNotes.load(todo.id);
  }

  @FieldResolver(() => Int, { description: 'How many notes the to-do has.' })
  noteCount(@Root() todo: Row<Todo>, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.todoNoteCount.load(todo.id);
  }
}

@Resolver(() => Goal)
export class GoalNotesResolver {
  @FieldResolver(() => [Note], { description: 'Notes of the goal, newest first.' })
  notes(@Root() goal: Row<Goal>, @Ctx() ctx: Context): Promise<Note[]> {
    return ctx.loaders.goalNotes.load(goal.id);
  }
}

/** A to-do note's workspace: its goal's, else the one chosen (shared by the viewer and the owner), else the first shared. */
async function todoNoteWorkspace(ctx: SignedInContext, todo: Todo, chosen: string | null): Promise<string> {
  if (todo.goal) {
    const goal = await ctx.loaders.goal.load(todo.goal.id);
    const team = goal ? await ctx.loaders.team.load(goal.team.id) : null;
    if (team) return team.workspace.id;
  }
  const shared = await sharedWorkspaceIds(ctx.em, ctx.viewer.userId, todo.user.id);
  if (chosen && shared.includes(chosen) && isActiveMember(await viewerMembership(ctx, chosen))) return chosen;
  if (shared[0]) return shared[0];
  throw errors.badInput('workspaceId', 'WORKSPACE_REQUIRED', 'Please select a workspace.');
}
