import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { EmailToken } from './email-token.entity.js';
import { useTestApp } from '../../test/suite.js';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { email } }`;
const EMAIL_EXISTS = `query EmailExists($email: String!) { emailExists(email: $email) }`;
const VERIFY = `mutation Verify($token: String!) { verifyEmail(token: $token) }`;
const RESEND = `mutation Resend($email: String!) { resendVerificationEmail(email: $email) }`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken user { email emailVerified } } }`;

const app = useTestApp();

function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    name: '이민지',
    email: `minji-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'secret1',
    passwordConfirmation: 'secret1',
    language: 'ko_KR',
    timezone: 'Asia/Seoul',
    termsAgreed: true,
    privacyAgreed: true,
    marketingAgreed: false,
    ...overrides,
  };
}

describe('sign-up validation', () => {
  it.each([
    [
      { termsAgreed: false },
      'termsAgreed',
      'AGREEMENT_REQUIRED',
      'The terms of service and the privacy policy must be accepted.',
    ],
    [
      { privacyAgreed: false },
      'privacyAgreed',
      'AGREEMENT_REQUIRED',
      'The terms of service and the privacy policy must be accepted.',
    ],
    [{ name: '   ' }, 'name', 'NAME_REQUIRED', 'Please enter your name.'],
    [{ email: '' }, 'email', 'REQUIRED', 'Please enter your e-mail.'],
    [{ email: 'minji@example' }, 'email', 'INVALID_EMAIL', "It's not the right email format."],
    [
      { password: '12345', passwordConfirmation: '12345' },
      'password',
      'PASSWORD_TOO_SHORT',
      'The password must be at least 6 characters.',
    ],
    [{ passwordConfirmation: 'secret2' }, 'passwordConfirmation', 'PASSWORD_MISMATCH', 'The passwords do not match.'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'INVALID_TIMEZONE', 'This time zone is not known.'],
  ])('rejects %o with %s %s', async (overrides, field, reason, message) => {
    const input = signUpInput(overrides);
    const result = await app.gql(SIGN_UP, { input });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field, reason } });
    expect(await app.gqlOk(EMAIL_EXISTS, { email: input.email })).toEqual({ emailExists: false });
  });

  it('rejects an e-mail that is already registered, whatever its case', async () => {
    const { email } = await buildUser(app);
    const result = await app.gql(SIGN_UP, { input: signUpInput({ email: `  ${email.toUpperCase()} ` }) });
    expect(result.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT', reason: 'EMAIL_EXISTS', field: 'email' },
    });
  });

  it('answers the availability check with a boolean', async () => {
    const { email } = await buildUser(app);
    expect(await app.gqlOk(EMAIL_EXISTS, { email: email.toUpperCase() })).toEqual({ emailExists: true });
    expect(await app.gqlOk(EMAIL_EXISTS, { email: 'nobody@example.com' })).toEqual({ emailExists: false });
  });

  it('records the agreements and the language and time zone of the browser', async () => {
    const input = signUpInput({ marketingAgreed: true, language: 'vi_VN', timezone: 'Asia/Ho_Chi_Minh' });
    await app.gqlOk(SIGN_UP, { input });
    const [row] = await app.orm.em.getConnection().execute(`select * from "user" where email = ?`, [input.email]);
    expect(row).toMatchObject({ language: 'vi-VN', timezone: 'Asia/Ho_Chi_Minh', marketing_agreed: true });
    expect(row.terms_agreed_at).toBeTruthy();
    expect(row.marketing_agreed_at).toBeTruthy();
  });
});

describe('e-mail verification', () => {
  it('blocks login until the e-mailed link is opened, and the link works once', async () => {
    const input = signUpInput();
    expect(await app.gqlOk(SIGN_UP, { input })).toEqual({ signUp: { email: input.email } });

    const beforeVerification = await app.gql(LOGIN, { email: input.email, password: input.password });
    expect(beforeVerification.errors?.[0]).toMatchObject({
      message: 'The email authentication has not been completed. Please check the email.',
      extensions: { code: 'EMAIL_NOT_CONFIRMED' },
    });

    const [mail] = await app.mailTo(input.email);
    expect(mail.subject).toContain('이메일');
    const link = await app.latestLinkTo(input.email);
    expect(link.origin + link.pathname).toBe('http://quarter.test/auth/verify');
    const token = link.searchParams.get('token')!;

    expect(await app.gqlOk(VERIFY, { token })).toEqual({ verifyEmail: true });
    const again = await app.gql(VERIFY, { token });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOKEN_INVALID' });

    const login = await app.gqlOk(LOGIN, { email: input.email, password: input.password });
    expect(login.login.user).toEqual({ email: input.email, emailVerified: true });
  });

  it('stores only a hash of the token', async () => {
    const input = signUpInput();
    await app.gqlOk(SIGN_UP, { input });
    const token = (await app.latestLinkTo(input.email)).searchParams.get('token')!;
    const rows = await app.orm.em.getConnection().execute(`select token_hash from email_token`);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses an expired link and sends a fresh one on request, retiring the old', async () => {
    const input = signUpInput();
    await app.gqlOk(SIGN_UP, { input });
    const oldToken = (await app.latestLinkTo(input.email)).searchParams.get('token')!;
    await app.orm.em
      .fork()
      .nativeUpdate(EmailToken, { user: { email: input.email } }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.gql(VERIFY, { token: oldToken });
    expect(expired.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOKEN_EXPIRED' });

    expect(await app.gqlOk(RESEND, { email: input.email })).toEqual({ resendVerificationEmail: true });
    expect(await app.mailTo(input.email)).toHaveLength(2);
    const newToken = (await app.latestLinkTo(input.email)).searchParams.get('token')!;
    expect(newToken).not.toBe(oldToken);
    expect(await app.gqlOk(VERIFY, { token: newToken })).toEqual({ verifyEmail: true });
  });

  it('answers a resend for an unknown address the same way, sending nothing', async () => {
    expect(await app.gqlOk(RESEND, { email: 'ghost@example.com' })).toEqual({ resendVerificationEmail: true });
    expect(await app.mailTo('ghost@example.com')).toHaveLength(0);
  });
});
