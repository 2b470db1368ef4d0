import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../apollo/session';
import { BootSkeleton } from '../components/PageSkeleton';

/**
 * The route guard (spec 3 section 2): protected routes send a signed-out visitor to /auth/login with
 * the origin remembered in `?redirect=`, and the login page sends them back there afterwards.
 */

export const REDIRECT_PARAM = 'redirect';
export { FIRST_RUN_PATH, HOME_PATH } from './paths';
export const LOGIN_PATH = '/auth/login';
/** Where a signed-in person goes when no page was asked for: the planner, or the first run without a workspace. */
export const START_PATH = '/';

// Asks for the workspace list only when it must decide: a chunk of its own, outside the first load.
const HomeRedirect = lazy(() => import('./HomeRedirect').then((m) => ({ default: m.HomeRedirect })));

/** Only same-site paths are followed after login (no open redirect). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return null;
  return value;
}

export function loginPathWithOrigin(origin: string | null): string {
  const target = safeRedirect(origin);
  return target ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** Where to go after signing in: the remembered origin, else the start (the planner or the first run). */
export function usePostLoginTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get(REDIRECT_PARAM)) ?? START_PATH;
}

/** Keeps `?redirect=` when moving between the auth pages. */
export function useRedirectSuffix(): string {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get(REDIRECT_PARAM));
  return target ? `?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : '';
}

export function RequireAuth() {
  const { status, endReason } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <BootSkeleton />;
  if (status === 'anonymous') {
    // After a deliberate logout the user simply lands on the login page (spec 2 section 2).
    const origin = endReason === 'logout' ? null : `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathWithOrigin(origin)} replace />;
  }
  return <Outlet />;
}

/** Login and sign-up: a signed-in user goes on to the remembered origin or the planner. */
export function PublicOnly() {
  const { status } = useSession();
  const target = usePostLoginTarget();
  if (status === 'restoring') {
    return (
      <Center mih={320}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (status === 'authenticated') return <Navigate to={target} replace />;
  return <Outlet />;
}

/** `/`: the planner (or the first run) when signed in, the landing page otherwise. */
export function RootRedirect() {
  const { status } = useSession();
  if (status === 'restoring') return <BootSkeleton />;
  if (status !== 'authenticated') return <Navigate to="/landing" replace />;
  return (
    <Suspense fallback={<BootSkeleton />}>
      <HomeRedirect />
    </Suspense>
  );
}
