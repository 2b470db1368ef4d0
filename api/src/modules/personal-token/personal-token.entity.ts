import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { TOKEN_NAME_MAX, TOKEN_SCOPES, type TokenScope } from '@domain/personal-token.js';
import { enumOf } from '../../graphql/enum-of.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';

export const TokenScopeEnum = enumOf(TOKEN_SCOPES);
registerEnumType(TokenScopeEnum, {
  name: 'TokenScope',
  description: 'What a personal access token may do.',
  valuesConfig: {
    READ: { description: 'Queries and subscriptions only.' },
    READ_WRITE: { description: 'Queries, subscriptions and mutations.' },
  },
});

/**
 * A personal access token (issue 18): a long-lived credential an integrator puts in
 * `Authorization: Bearer` (GraphQL over HTTP, graphql-ws, the MCP endpoint). Only its SHA-256 is kept.
 */
@ObjectType({ description: 'A personal access token of the viewer, as listed in settings: never the token itself.' })
@Entity({ tableName: 'personal_access_token' })
@Index({ name: 'personal_access_token_user_created_index', properties: ['user', 'createdAt'] })
@Index({ name: 'personal_access_token_workspace_index', properties: ['workspace'] })
export class PersonalAccessToken {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID, { description: 'Identifies the token (for revokePersonalAccessToken); not the secret.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field({ description: 'What the owner named it (what it is for).' })
  @Property({ length: TOKEN_NAME_MAX })
  name!: string;

  /** SHA-256 (hex) of the token; the token itself is shown once and never stored. */
  @Property({ length: 64, unique: true })
  tokenHash!: string;

  /** The prefix and the last four characters, to tell tokens apart in the list. */
  @Field({ description: 'The prefix and last four characters of the token, to tell tokens apart.' })
  @Property({ length: 16 })
  hint!: string;

  /**
   * The one workspace it reaches, or none for all of the owner's (graphql/token-binding.ts). Listed even
   * after that workspace is deleted (the filter is off), so that the owner can still revoke it.
   */
  @ManyToOne(() => Workspace, { nullable: true, deleteRule: 'cascade', filters: { enabled: false } })
  workspace?: Workspace | null;

  @Field(() => TokenScopeEnum, {
    description: 'READ runs queries and subscriptions only; READ_WRITE also runs mutations.',
  })
  @Enum({ items: () => [...TOKEN_SCOPES] })
  scope!: TokenScope;

  @Field({ description: 'When it was made (UTC).' })
  @Property()
  createdAt: Date = new Date();

  @Field({ description: 'When it stops working: the end of the chosen day in the owner time zone.' })
  @Property()
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'The last request made with it (written at most once a minute).' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The address of the last request made with it.' })
  @Property({ length: 64, nullable: true })
  lastUsedIp?: string | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
