/** What other areas use from sign-in: the new-password fields and their checks (settings' password change). */
export { authMessages } from './messages';
export { NewPasswordFields } from './NewPasswordFields';
export { useNewPasswordErrors, type NewPasswordErrors } from './useNewPasswordErrors';
