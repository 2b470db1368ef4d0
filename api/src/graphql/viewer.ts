import type { Context, Viewer } from './context.js';
import { errors } from './errors.js';

/** The signed-in viewer, or UNAUTHENTICATED (the client then refreshes its session once). */
export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw errors.unauthenticated();
  return ctx.viewer;
}
