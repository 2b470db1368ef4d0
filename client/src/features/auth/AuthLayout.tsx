import { Anchor } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { useScrollMemory } from '../../app/useScrollMemory';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { PageSkeleton } from '../../components/PageSkeleton';
import classes from './auth.module.css';

/** Frame of the public auth pages: logo, language switcher, and the page's card in the middle. */
export function AuthLayout() {
  useScrollMemory('window');
  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <Anchor component={Link} to="/landing" underline="never" aria-label="Quarter">
          <Logo size={24} />
        </Anchor>
        <LanguageSwitcher />
      </header>
      <main className={classes.main}>
        <Suspense fallback={<PageSkeleton rows={3} />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={classes.footer}>
        <FormattedMessage id="auth.footer" defaultMessage="© Quarter. Plan the day, grow the team." />
      </footer>
    </div>
  );
}

/** The white card that holds one auth form. */
export function AuthCard({ children, wide = false }: { readonly children: ReactNode; readonly wide?: boolean }) {
  return (
    <section className={classes.card} data-wide={wide || undefined}>
      {children}
    </section>
  );
}
