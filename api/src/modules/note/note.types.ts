import type { Row } from '../../database/entity-row.js';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { Note } from './note.entity.js';

export enum NoteLocation {
  GOAL = 'GOAL',
  TODO = 'TODO',
}
registerEnumType(NoteLocation, {
  name: 'NoteLocation',
  description: 'Where a note lives: on a goal or on a to-do.',
  valuesConfig: {
    GOAL: { description: 'Notes written on a goal.' },
    TODO: { description: 'Notes written on a to-do.' },
  },
});

export enum NoteCreatedWithin {
  TODAY = 'TODAY',
  DAYS_7 = 'DAYS_7',
  DAYS_14 = 'DAYS_14',
  DAYS_30 = 'DAYS_30',
}
registerEnumType(NoteCreatedWithin, {
  name: 'NoteCreatedWithin',
  description: 'Drive creation-date filter: today (viewer time zone), last 7, 14 or 30 days.',
  valuesConfig: {
    TODAY: { description: 'Created today in the viewer time zone.' },
    DAYS_7: { description: 'Created in the last 7 days, today included.' },
    DAYS_14: { description: 'Created in the last 14 days, today included.' },
    DAYS_30: { description: 'Created in the last 30 days, today included.' },
  },
});

export enum NoteSearchScope {
  TITLE = 'TITLE',
  TITLE_AND_TEXT = 'TITLE_AND_TEXT',
}
registerEnumType(NoteSearchScope, {
  name: 'NoteSearchScope',
  description: 'What the drive search looks in.',
  valuesConfig: {
    TITLE: { description: 'The titles of notes only (the default).' },
    TITLE_AND_TEXT: { description: 'The titles and the text of notes.' },
  },
});

@InputType({ description: 'A new note: on a goal or a to-do (one of them is required).' })
export class CreateNoteInput {
  @Field(() => UUIDScalar, {
    nullable: true,
    description:
      'A goal the viewer may edit; the note takes its workspace. Give goalId or todoId, not both (BAD_USER_INPUT TARGET_ID_REQUIRED).',
  })
  goalId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'A to-do the viewer may edit, instead of goalId.' })
  todoId?: string | null;

  @Field({ defaultValue: '', description: 'The title; may be empty.' })
  title: string = '';

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'ProseMirror JSON (domain/note-schema.ts); an empty document by default.',
  })
  content?: Record<string, unknown> | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'For a to-do without a goal: the workspace the note belongs to (shared by the viewer and the owner).',
  })
  workspaceId?: string | null;
}

@InputType({ description: 'Changes to a note; absent fields stay.' })
export class UpdateNoteInput {
  @Field(() => String, { nullable: true, description: 'The new title.' })
  title?: string | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The new content as ProseMirror JSON (domain/note-schema.ts); the markdown is derived from it.',
  })
  content?: Record<string, unknown> | null;
}

@InputType({ description: 'Drive filters; all optional.' })
export class DriveFilter {
  @Field(() => String, {
    nullable: true,
    description:
      'Part of the title (or of the title or the text, by searchIn), regardless of case and accents ("ke hoach" finds "Kế hoạch").',
  })
  search?: string | null;

  @Field(() => NoteSearchScope, {
    nullable: true,
    description: 'Where search looks: TITLE (the default) or TITLE_AND_TEXT.',
  })
  searchIn?: NoteSearchScope | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Only notes of this workspace.' })
  workspaceId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Only notes this person wrote.' })
  creatorId?: string | null;

  @Field(() => NoteLocation, { nullable: true, description: 'Only notes on goals, or only on to-dos.' })
  location?: NoteLocation | null;

  @Field(() => NoteCreatedWithin, { nullable: true, description: 'Only notes created in this period.' })
  createdWithin?: NoteCreatedWithin | null;

  @Field({ nullable: true, description: 'Only the viewer bookmarks.' })
  bookmarked?: boolean;
}

@ObjectType({ description: 'One page of notes, with the total ("showing N of total").' })
export class NotePage {
  @Field(() => [Note], { description: 'This page of notes, in the list order.' })
  items!: Row<Note>[];

  @Field(() => Int, { description: 'How many notes match in all.' })
  total!: number;
}

@ObjectType({ description: 'What the viewer may do with a note.' })
export class NoteViewerCan {
  @Field({ description: 'Edit it: any active workspace member who may read its goal or its to-do.' })
  edit!: boolean;

  @Field({ description: 'Switch its share link: anyone who may read it.' })
  share!: boolean;

  @Field({ description: 'Delete it: its author or a workspace owner or admin.' })
  delete!: boolean;
}

@ObjectType({ description: 'A note opened through its share link: read-only, for anyone while sharing is on.' })
export class SharedNote {
  @Field({ description: 'The title as last saved by the author.' })
  title!: string;

  @Field(() => GraphQLJSONObject, { description: 'The content as ProseMirror JSON (domain/note-schema.ts).' })
  content!: Record<string, unknown>;

  @Field({ description: 'The author display name.' })
  authorName!: string;

  @Field({ description: 'When it was last saved (UTC).' })
  updateDate!: Date;
}
