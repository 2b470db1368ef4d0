import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { QUICK_FIND_KINDS, type QuickFindKind } from '@domain/quick-find.js';
import { enumOf } from '../../graphql/enum-of.js';
import { UUIDScalar } from '../../graphql/scalars.js';

export const QuickFindKindEnum = enumOf<QuickFindKind>(QUICK_FIND_KINDS);
registerEnumType(QuickFindKindEnum, {
  name: 'QuickFindKind',
  description: 'What a quick switcher hit is; its id is of that kind.',
  valuesConfig: {
    GOAL: { description: 'The id is a goal the viewer may read: open it with goal(id), at /goal/{id}.' },
    PROJECT: { description: 'The id is a project the viewer may read: project(id), at /project/{id}.' },
    NOTE: { description: 'The id is a note the viewer may open: note(id), at /note/{id}.' },
    TODO: {
      description:
        'The id is a to-do, the viewer’s own or a colleague’s public one: todo(id), in the planner’s drawer at /planner?todo={id}.',
    },
    PERSON: { description: 'A user who is an active member of a workspace the viewer is an active member of.' },
  },
});

@ObjectType({
  description: 'One hit of the quick switcher: something the viewer may open, found by its title or name.',
})
export class QuickFindHit {
  @Field(() => QuickFindKindEnum, { description: 'What was found.' })
  kind!: QuickFindKind;

  @Field(() => UUIDScalar, { description: 'The goal, project, note, to-do or user.' })
  id!: string;

  @Field({ description: 'Its title; a person’s name.' })
  title!: string;

  @Field(() => UUIDScalar, {
    nullable: true,
    description:
      'The workspace it lives in (for a person: one the viewer shares with them); null for a to-do without a goal of a workspace the viewer is in.',
  })
  workspaceId!: string | null;

  @Field(() => String, { nullable: true, description: 'That workspace’s name; null with workspaceId.' })
  workspaceName!: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description:
      'For a person: a team of that workspace both the viewer and they are in (their member page is /team/{teamId}/member/{id}); null otherwise.',
  })
  teamId!: string | null;
}
