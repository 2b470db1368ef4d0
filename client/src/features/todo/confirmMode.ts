/**
 * The drawer's confirmation modal (spec 1 section 2): Stop (cancel up to a date), removePlanner (one
 * date's plan) and delete (every plan and the to-do). From removePlanner the user can switch to
 * delete; from delete, when stopping is allowed and there is a date's plan, back to removePlanner.
 */
export type ConfirmMode = 'stop' | 'removePlanner' | 'delete';

export interface ConfirmContext {
  /** viewerCan.delete: stop, resume and delete. */
  readonly canDelete: boolean;
  /** viewerCan.editTimes: plan and unplan. */
  readonly canEditTimes: boolean;
  readonly cancelled: boolean;
  /** The plan the modal would remove (the selected date's, or the row the user picked); null without one. */
  readonly plannerId: string | null;
}

export const canStop = (context: ConfirmContext): boolean => context.canDelete && !context.cancelled;

export const canRemovePlanner = (context: ConfirmContext): boolean =>
  context.canEditTimes && context.plannerId !== null;

/** The mode the modal's switch leads to, or null when it offers none. */
export function switchTarget(mode: ConfirmMode, context: ConfirmContext): ConfirmMode | null {
  switch (mode) {
    case 'removePlanner':
      return context.canDelete ? 'delete' : null;
    case 'delete':
      return canStop(context) && canRemovePlanner(context) ? 'removePlanner' : null;
    case 'stop':
      return null;
  }
}

/** Whether the modal may open (or stay) in a mode. */
export function modeAllowed(mode: ConfirmMode, context: ConfirmContext): boolean {
  switch (mode) {
    case 'stop':
      return canStop(context);
    case 'removePlanner':
      return canRemovePlanner(context);
    case 'delete':
      return context.canDelete;
  }
}

/** The entries of the drawer's action menu, in order. */
export const menuModes = (context: ConfirmContext): ConfirmMode[] =>
  (['stop', 'removePlanner', 'delete'] as const).filter((mode) => modeAllowed(mode, context));
