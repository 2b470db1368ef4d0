import { Field, InputType, ObjectType } from 'type-graphql';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { type TokenScope } from '@domain/personal-token.js';
import { PersonalAccessToken, TokenScopeEnum } from './personal-token.entity.js';

@InputType({ description: 'A new personal access token.' })
export class CreatePersonalAccessTokenInput {
  @Field({ description: 'What it is for (1 to 100 characters).' })
  name!: string;

  @Field(() => TokenScopeEnum, {
    description: 'READ for queries and subscriptions only; READ_WRITE for mutations too.',
  })
  scope!: TokenScope;

  @Field(() => LocalDateScalar, {
    description: 'The last day it works (in the owner time zone): after today, at most a year away.',
  })
  expiresOn!: string;

  @Field(() => UUIDScalar, {
    nullable: true,
    description:
      'A workspace of the viewer the token is bound to: it reaches nothing else. Omit it for all of the viewer workspaces.',
  })
  workspaceId?: string | null;
}

@ObjectType({ description: 'A token just created: the only time the token itself is shown.' })
export class CreatedPersonalAccessToken {
  @Field({ description: 'The token, to put in `Authorization: Bearer`. Copy it now: it is never shown again.' })
  token!: string;

  @Field(() => PersonalAccessToken, { description: 'The token as the list shows it (without its secret).' })
  personalAccessToken!: PersonalAccessToken;
}
