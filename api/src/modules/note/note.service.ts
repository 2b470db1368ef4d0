import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { EMPTY_NOTE_DOC, notePlainText, parseNoteDoc } from '@domain/note-schema.js';
import { copiedLinkBase, type PublicAddress } from '../../kernel/copied-link-base.js';
import type { Mailer } from '../mail/mailer.js';
import { noteSummaryMail } from '../mail/templates.js';
import { ActivityLog } from '../activity/activity.entity.js';
import type { Goal } from '../goal/goal.entity.js';
import type { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { readDrive } from './drive.read.js';
import { isBlankNote, validDoc, validTitle } from './note-document.js';
import type { DrivePage } from './drive.query.js';
import { Note, NoteBookmark, NoteViewHistory } from './note.entity.js';
import type { NotePage } from './note.types.js';
import { newShareCode } from './share-code.js';
import type { NoteSummarizer } from './summarizer.js';

const SHARE_CODE_ATTEMPTS = 5;

/** Notes (spec 1 sections 3 to 8), their share links, bookmarks and view history. Callers have authorized. */
export class NoteService {
  private readonly publicUrl: string;

  constructor(
    private readonly address: PublicAddress,
    private readonly summarizer: NoteSummarizer,
    private readonly mailer: Mailer,
  ) {
    this.publicUrl = address.publicUrl;
  }

  /** The summary of a note's text (empty for an empty note). */
  async summary(note: Note): Promise<string> {
    const doc = parseNoteDoc(note.content);
    const text = doc ? notePlainText(doc) : '';
    return text ? this.summarizer.summarize({ title: note.title, text }) : '';
  }

  /** Mails the summary of a note to the viewer, in their language. */
  async emailSummary(viewer: User, note: Note): Promise<void> {
    const summary = await this.summary(note);
    const link = `${this.publicUrl}/note/${note.id}`;
    await this.mailer.send(
      noteSummaryMail(viewer.email, viewer.name, viewer.language, link, note.title, summary || note.title),
    );
  }

  async create(
    em: EntityManager,
    authorId: string,
    target: { goal: Goal } | { todo: Todo },
    workspaceId: string,
    title: string,
    content: unknown,
  ): Promise<Note> {
    const doc = validDoc(content ?? EMPTY_NOTE_DOC);
    const note = em.create(Note, {
      title: validTitle(title),
      content: doc.json,
      markdownContent: doc.markdown,
      register: em.getReference(User, authorId),
      workspace: em.getReference(Workspace, workspaceId),
      goal: 'goal' in target ? target.goal : null,
      todo: 'todo' in target ? target.todo : null,
    });
    if ('goal' in target && !isBlankNote(note)) this.logCreated(em, note, authorId);
    await em.flush();
    return note;
  }

  /** The goal feed's row of a note, written when the note first holds something (a blank note is not news). */
  private logCreated(em: EntityManager, note: Note, authorId: string): void {
    if (note.goal)
      em.create(ActivityLog, {
        goal: note.goal,
        user: em.getReference(User, authorId),
        activityType: 'note',
        action: 'create',
        referenceId: note.id,
      });
  }

  /** Saves the title and the document (markdown derived from it), as the editor autosaves. */
  async update(
    em: EntityManager,
    editorId: string,
    note: Note,
    title: string | null | undefined,
    content: unknown,
  ): Promise<Note> {
    const wasBlank = isBlankNote(note);
    if (title != null) note.title = validTitle(title);
    if (content != null) {
      const doc = validDoc(content);
      note.content = doc.json;
      note.markdownContent = doc.markdown;
    }
    note.update = em.getReference(User, editorId);
    note.updateDate = new Date();
    if (
      wasBlank &&
      !isBlankNote(note) &&
      !(await em.count(ActivityLog, { activityType: 'note', referenceId: note.id }))
    )
      this.logCreated(em, note, note.register.id);
    await em.flush();
    return note;
  }

  /** Soft delete; the goal's activity rows about the note are marked deleted. */
  async softDelete(em: EntityManager, note: Note): Promise<void> {
    note.enable = false;
    await em.nativeUpdate(ActivityLog, { activityType: 'note', referenceId: note.id }, { action: 'delete' });
    await em.flush();
  }

  /** Switches the share link: the code is made once (unique, cryptographic) and kept when sharing is off. */
  async setSharing(em: EntityManager, note: Note, enabled: boolean): Promise<Note> {
    if (enabled && !note.shortUrlCode) {
      note.shortUrlCode = await uniqueCode(em);
      note.originalUrl = `${this.publicUrl}/note/${note.id}`;
      note.shareCreatedAt = new Date();
    }
    note.shareEnabled = enabled;
    await em.flush();
    return note;
  }

  /** The short link, as copied from the screen of a page at `pageOrigin` (see copiedLinkBase). */
  shareUrl(note: Pick<Note, 'shortUrlCode'>, pageOrigin: string | null): string | null {
    return note.shortUrlCode ? `${copiedLinkBase(this.address, pageOrigin)}/s/${note.shortUrlCode}` : null;
  }

  /** The note behind a code while sharing is on; a disabled and an unknown code answer the same (null). */
  async shared(em: EntityManager, code: string): Promise<Note | null> {
    return em.findOne(Note, { shortUrlCode: code, shareEnabled: true, workspace: { enable: true } });
  }

  async setBookmark(em: EntityManager, userId: string, note: Note, bookmarked: boolean): Promise<void> {
    if (bookmarked) {
      await em.upsert(
        NoteBookmark,
        { id: randomUUID(), note, user: em.getReference(User, userId), createdAt: new Date() },
        { onConflictFields: ['note', 'user'], onConflictAction: 'ignore' },
      );
    } else {
      await em.nativeDelete(NoteBookmark, { note, user: userId });
    }
  }

  /** Upserts the view history of a note and a user at each open. */
  async recordView(em: EntityManager, userId: string, note: Note): Promise<void> {
    await em.upsert(
      NoteViewHistory,
      { id: randomUUID(), note, user: em.getReference(User, userId), viewedAt: new Date() },
      { onConflictFields: ['note', 'user'], onConflictAction: 'merge', onConflictMergeFields: ['viewedAt'] },
    );
  }

  drive(em: EntityManager, page: DrivePage): Promise<NotePage> {
    return readDrive(em, page);
  }
}

async function uniqueCode(em: EntityManager): Promise<string> {
  for (let attempt = 0; attempt < SHARE_CODE_ATTEMPTS; attempt++) {
    const code = newShareCode();
    if ((await em.count(Note, { shortUrlCode: code }, { filters: false })) === 0) return code;
  }
  throw new Error('could not find a free share code');
}
