import type { ReactNode } from 'react';
import classes from './shell.module.css';

/** A small heading between groups of sidebar links, with an optional action at its end. */
export function SidebarSectionLabel({
  children,
  action,
}: {
  readonly children: ReactNode;
  readonly action?: ReactNode;
}) {
  return (
    <div className={classes.sectionLabel}>
      <span>{children}</span>
      {action}
    </div>
  );
}
