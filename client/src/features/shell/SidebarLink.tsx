import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import classes from './shell.module.css';

interface SidebarLinkProps {
  readonly to: string;
  readonly icon: ReactNode;
  readonly children: ReactNode;
  /** Indented and smaller: a link under an expanded team. */
  readonly nested?: boolean;
  readonly onClick?: () => void;
}

/** A sidebar link: icon and label, highlighted while its page is open. */
export function SidebarLink({ to, icon, children, nested = false, onClick }: SidebarLinkProps) {
  return (
    <NavLink to={to} className={nested ? classes.subNavItem : classes.navItem} onClick={onClick}>
      {icon}
      <span className={classes.navLabel}>{children}</span>
    </NavLink>
  );
}
