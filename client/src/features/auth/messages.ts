import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Words shared by the auth pages. */
export const authMessages = defineMessageMap({
  emailLabel: { id: 'auth.field.email', defaultMessage: 'Email' },
  emailPlaceholder: { id: 'auth.field.emailPlaceholder', defaultMessage: 'name@company.com' },
  passwordLabel: { id: 'auth.field.password', defaultMessage: 'Password' },
  passwordConfirmLabel: { id: 'auth.field.passwordConfirm', defaultMessage: 'Confirm password' },
  newPasswordLabel: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
  newPasswordConfirmLabel: { id: 'auth.field.newPasswordConfirm', defaultMessage: 'Confirm new password' },
  nameLabel: { id: 'auth.field.name', defaultMessage: 'Name' },
  passwordHint: { id: 'auth.field.passwordHint', defaultMessage: 'At least {min} characters' },
  emailRequired: { id: 'auth.validation.emailRequired', defaultMessage: 'Please enter your email.' },
  passwordRequired: { id: 'auth.validation.passwordRequired', defaultMessage: 'Please enter your password.' },
  passwordConfirmRequired: {
    id: 'auth.validation.passwordConfirmRequired',
    defaultMessage: 'Please enter the password again.',
  },
  showPassword: { id: 'auth.field.togglePassword', defaultMessage: 'Show or hide the characters' },
  toLogin: { id: 'auth.toLogin', defaultMessage: 'Go to login' },
  resendDone: {
    id: 'auth.resend.done',
    defaultMessage: 'We sent the verification email again. Please check your inbox.',
  },
  resendButton: { id: 'auth.resend.button', defaultMessage: 'Resend verification email' },
});
