import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router';
import type { IconProps } from '../components/appIcon';
import type { RouteHandle } from './routeHandle';

/**
 * How a feature folder declares itself (`features/<area>/<area>.routes.tsx`): its routes, lazy
 * pages with their titles, and its sidebar link if it has one. app/features.ts lists the features;
 * the router and the sidebar are built from that one list.
 */

/** An area of the route table: its title (header and document title) and one line about it. */
export interface Area {
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
}

/** A link of the sidebar's main navigation. */
export interface NavigationEntry {
  readonly path: string;
  readonly area: Area;
  readonly icon: ComponentType<IconProps>;
}

export interface Feature {
  /** Routes outside the signed-in layout (landing, sign-in, shared links, not found). */
  readonly publicRoutes?: readonly RouteObject[];
  /** Routes inside the signed-in layout (sidebar and header), behind the route guard. */
  readonly appRoutes?: readonly RouteObject[];
  readonly navigation?: NavigationEntry;
  /**
   * Widgets the signed-in layout mounts once beside the pages (the assistant's floating button).
   * They are in the first chunk: keep them small and load the rest on demand.
   */
  readonly shellWidgets?: readonly ComponentType[];
}

/** Keeps the keys of an area map literal (and the message ids findable by the locale test). */
export function defineAreas<const T extends Record<string, Area>>(areas: T): T {
  return areas;
}

/** The handle of a route whose header and document title is `title`. */
export function titled(title: MessageDescriptor): RouteHandle {
  return { title };
}
