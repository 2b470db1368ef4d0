import { lazy } from 'react';
import { Navigate } from 'react-router';
import { titled, type Feature } from '../../app/feature';
import { PublicOnly } from '../../app/guards';

const AuthLayout = lazy(() => import('./AuthLayout').then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazy(() => import('./LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('./SignupPage').then((m) => ({ default: m.SignupPage })));
const VerifyEmailPage = lazy(() => import('./VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

/** /auth/*: log in and sign up (signed-out visitors only), e-mail verification and password reset. */
export const authFeature: Feature = {
  publicRoutes: [
    {
      path: 'auth',
      element: <AuthLayout />,
      children: [
        { index: true, element: <Navigate to="/auth/login" replace /> },
        {
          element: <PublicOnly />,
          children: [
            {
              path: 'login',
              element: <LoginPage />,
              handle: titled({ id: 'auth.login.title', defaultMessage: 'Log in' }),
            },
            {
              path: 'signup',
              element: <SignupPage />,
              handle: titled({ id: 'auth.signup.title', defaultMessage: 'Create your account' }),
            },
          ],
        },
        {
          path: 'verify',
          element: <VerifyEmailPage />,
          handle: titled({ id: 'page.verify.title', defaultMessage: 'Email verification' }),
        },
        {
          path: 'reset-password',
          element: <ResetPasswordPage />,
          handle: titled({ id: 'auth.reset.title', defaultMessage: 'Reset your password' }),
        },
      ],
    },
  ],
};
