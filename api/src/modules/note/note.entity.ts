import { randomUUID } from 'node:crypto';
import { Check, Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { NoteDocJson } from '@domain/note-schema.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { Goal } from '../goal/goal.entity.js';
import { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { foldedTrigramIndex } from '../../database/folded-search.js';

/** A rich-text note on a goal or a to-do (spec 1 section 3), shareable through a short code. */
@ObjectType({ description: 'A rich-text note on a goal or a to-do.' })
@Entity({ tableName: 'note' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Check({ name: 'note_one_target', expression: 'num_nonnulls(goal_id, todo_id) = 1' })
@Index({ name: 'note_goal_index', properties: ['goal', 'registerDate'] })
@Index({ name: 'note_todo_index', properties: ['todo', 'registerDate'] })
@Index({ name: 'note_workspace_index', properties: ['workspace', 'registerDate'] })
// Drive search by title and text stays fast as notes grow: trigram indexes over the folded texts (no accents, lower case) serve LIKE '%…%'.
@Index(foldedTrigramIndex('note_title_fold_trgm_index', 'note', 'title'))
@Index(foldedTrigramIndex('note_text_fold_trgm_index', 'note', 'markdown_content'))
export class Note {
  [OptionalProps]?:
    | 'markdownContent'
    | 'goal'
    | 'todo'
    | 'registerDate'
    | 'updateDate'
    | 'update'
    | 'enable'
    | 'shortUrlCode'
    | 'originalUrl'
    | 'shareEnabled'
    | 'shareCreatedAt';

  @Field(() => UUIDScalar, { description: 'Identifies the note; the app opens it at /note/{id}.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Title; may be empty while the note is new.' })
  @Property({ length: 200 })
  title!: string;

  /** ProseMirror JSON of domain/note-schema.ts. */
  @Property({ type: 'json' })
  content!: NoteDocJson;

  @Field({ description: 'The content as markdown (derived on every save).' })
  @Property({ type: 'text' })
  markdownContent: string = '';

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @Field({ description: 'When it was created (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @ManyToOne(() => User, { fieldName: 'update_id', nullable: true })
  update?: User | null = null;

  @Field({ description: 'When its title or content was last saved (UTC).' })
  @Property()
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;

  @ManyToOne(() => Goal, { nullable: true })
  goal?: Goal | null = null;

  @ManyToOne(() => Todo, { nullable: true })
  todo?: Todo | null = null;

  @ManyToOne(() => Workspace)
  workspace!: Workspace;

  @Field(() => String, {
    nullable: true,
    description: 'Six alphanumeric characters; kept when sharing is switched off.',
  })
  @Property({ length: 6, nullable: true })
  @Unique({ name: 'note_short_url_code_unique' })
  shortUrlCode?: string | null = null;

  @Property({ type: 'text', nullable: true })
  originalUrl?: string | null = null;

  @Field({ description: 'Whether /s/{shortUrlCode} opens the note for anyone.' })
  @Property()
  shareEnabled: boolean = false;

  @Field(() => Date, { nullable: true, description: 'When its share link was first made (UTC); null if it never was.' })
  @Property({ type: 'datetime', nullable: true })
  shareCreatedAt?: Date | null = null;
}

/** A user's bookmark on a note. */
@Entity({ tableName: 'note_bookmark' })
@Unique({ name: 'note_bookmark_note_user_unique', properties: ['note', 'user'] })
@Index({ name: 'note_bookmark_user_index', properties: ['user', 'createdAt'] })
export class NoteBookmark {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Note)
  note!: Note;

  @ManyToOne(() => User)
  user!: User;

  @Property()
  createdAt: Date = new Date();
}

/** When a user last opened a note (upserted on each open). */
@Entity({ tableName: 'note_view_history' })
@Unique({ name: 'note_view_history_note_user_unique', properties: ['note', 'user'] })
@Index({ name: 'note_view_history_user_index', properties: ['user', 'viewedAt'] })
export class NoteViewHistory {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Note)
  note!: Note;

  @ManyToOne(() => User)
  user!: User;

  @Property()
  viewedAt!: Date;
}
