import type { Row } from '../../database/entity-row.js';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { Note } from './note.entity.js';

export enum NoteLocation {
  GOAL = 'GOAL',
  TODO = 'TODO',
}
registerEnumType(NoteLocation, { name: 'NoteLocation', description: 'Where a note lives: on a goal or on a to-do.' });

export enum NoteCreatedWithin {
  TODAY = 'TODAY',
  DAYS_7 = 'DAYS_7',
  DAYS_14 = 'DAYS_14',
  DAYS_30 = 'DAYS_30',
}
registerEnumType(NoteCreatedWithin, { name: 'NoteCreatedWithin', description: 'Drive creation-date filter: today (viewer time zone), last 7, 14 or 30 days.' });

@InputType({ description: 'A new note: on a goal or a to-do (one of them is required).' })
export class CreateNoteInput {
  @Field(() => UUIDScalar, { nullable: true })
  goalId?: string | null;

  @Field(() => UUIDScalar, { nullable: true })
  todoId?: string | null;

  @Field({ defaultValue: '' })
  title: string = '';

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'ProseMirror JSON (domain/note-schema.ts); an empty document by default.' })
  content?: Record<string, unknown> | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'For a to-do without a goal: the workspace the note belongs to (shared by the viewer and the owner).' })
  workspaceId?: string | null;
}

@InputType({ description: 'Changes to a note; absent fields stay.' })
export class UpdateNoteInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  content?: Record<string, unknown> | null;
}

@InputType({ description: 'Drive filters; all optional.' })
export class DriveFilter {
  @Field(() => String, { nullable: true, description: 'Part of the title or of the text, case-insensitive.' })
  search?: string | null;

  @Field(() => UUIDScalar, { nullable: true })
  workspaceId?: string | null;

  @Field(() => UUIDScalar, { nullable: true })
  creatorId?: string | null;

  @Field(() => NoteLocation, { nullable: true })
  location?: NoteLocation | null;

  @Field(() => NoteCreatedWithin, { nullable: true })
  createdWithin?: NoteCreatedWithin | null;

  @Field({ nullable: true, description: 'Only the viewer bookmarks.' })
  bookmarked?: boolean;
}

@ObjectType({ description: 'One page of notes, with the total ("showing N of total").' })
export class NotePage {
  @Field(() => [Note])
  items!: Row<Note>[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ description: 'What the viewer may do with a note.' })
export class NoteViewerCan {
  @Field()
  edit!: boolean;

  @Field()
  share!: boolean;

  @Field()
  delete!: boolean;
}

@ObjectType({ description: 'A note opened through its share link: read-only, for anyone while sharing is on.' })
export class SharedNote {
  @Field()
  title!: string;

  @Field(() => GraphQLJSONObject)
  content!: Record<string, unknown>;

  @Field()
  authorName!: string;

  @Field()
  updateDate!: Date;
}
