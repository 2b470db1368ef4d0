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
  /** A mark after the label (the report link's unread dot). */
  readonly trailing?: ReactNode;
}

/** A sidebar link: icon and label, highlighted while its page is open. */
export function SidebarLink({ to, icon, children, nested = false, onClick, trailing }: SidebarLinkProps) {
  return (
    <NavLink to={to} className={nested ? classes.subNavItem : classes.navItem} onClick={onClick}>
      {icon}
      <span className={classes.navLabel}>{children}</span>
      {trailing}
    </NavLink>
  );
}
