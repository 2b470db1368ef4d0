import { Field, InputType, ObjectType } from 'type-graphql';
import type { GraphqlLocale } from '@domain/locale.js';
import { Locale } from '../user/locale.enum.js';
import { User } from '../user/user.entity.js';
import { MaxLength, PASSWORD_MAX_LENGTH } from '../../graphql/input-limits.js';
import { UUIDScalar } from '../../graphql/scalars.js';

@InputType({ description: 'What a person gives to create an account.' })
export class SignUpInput {
  @Field({ description: 'Display name; not blank, at most 50 characters.' })
  name!: string;

  @Field({ description: 'E-mail address; must not belong to another account.' })
  email!: string;

  @MaxLength(PASSWORD_MAX_LENGTH)
  @Field({ description: 'At least 6 characters.' })
  password!: string;

  @MaxLength(PASSWORD_MAX_LENGTH)
  @Field({ description: 'Must equal password.' })
  passwordConfirmation!: string;

  @Field(() => Locale, { description: 'Interface language, usually taken from the browser.' })
  language!: GraphqlLocale;

  @Field({ description: 'IANA time zone from the browser, e.g. Asia/Seoul.' })
  timezone!: string;

  @Field({ description: 'Terms of service accepted (required).' })
  termsAgreed!: boolean;

  @Field({ description: 'Privacy policy accepted (required).' })
  privacyAgreed!: boolean;

  @Field({ description: 'Marketing messages accepted (optional).' })
  marketingAgreed!: boolean;

  @Field(() => UUIDScalar, {
    nullable: true,
    description:
      'The invitation of the sign-up link (/auth/signup?invitation={id}). Verifying the address accepts it when it is pending and sent to this same address; otherwise it is ignored.',
  })
  invitationId?: string | null;
}

@ObjectType({ description: 'The result of a sign-up: a verification mail went to this address.' })
export class SignUpPayload {
  @Field({ description: 'The address the verification mail was sent to.' })
  email!: string;
}

@ObjectType({
  description: 'A signed-in session: a short-lived access token (the refresh token travels in an httpOnly cookie).',
})
export class AuthPayload {
  @Field({ description: 'JWT to send as "Authorization: Bearer <token>" (and in connection_init for subscriptions).' })
  accessToken!: string;

  @Field({ description: 'When the access token stops working; refresh before then.' })
  accessTokenExpiresAt!: Date;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;
}
