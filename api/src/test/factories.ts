import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { User } from '../modules/user/user.entity.js';
import { cookieHeader, type TestApp } from './test-app.js';

export const DEFAULT_PASSWORD = 'correct-horse';

export interface BuiltUser {
  user: User;
  email: string;
  password: string;
}

let sequence = 0;

/** A verified user of its own, written straight to the database. */
export async function buildUser(
  app: Pick<TestApp, 'orm'>,
  overrides: Partial<User> & { password?: string } = {},
): Promise<BuiltUser> {
  sequence += 1;
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const email = fields.email ?? `user${sequence}-${randomBytes(3).toString('hex')}@example.com`;
  const em = app.orm.em.fork();
  const user = em.create(User, {
    name: `Test User ${sequence}`,
    passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
    emailVerifiedAt: new Date(),
    termsAgreedAt: new Date(),
    privacyAgreedAt: new Date(),
    ...fields,
    email,
  });
  await em.flush();
  return { user, email, password };
}

export interface SignedInUser extends BuiltUser {
  token: string;
  cookie: string;
}

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;

/** A verified user signed in through the login mutation: an access token and the refresh cookie. */
export async function signedInUser(
  app: TestApp,
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<SignedInUser> {
  const built = await buildUser(app, overrides);
  const result = await app.gql<{ login: { accessToken: string } }>(LOGIN, {
    email: built.email,
    password: built.password,
  });
  if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return { ...built, token: result.data.login.accessToken, cookie: cookieHeader(result.cookies)! };
}
