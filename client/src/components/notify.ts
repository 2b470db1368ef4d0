import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Toasts (spec 2 section 8, spec 3 section 9): success green for 3 s, error red for 5 s. */
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_ERROR_MS = 5_000;

export type ToastKind = 'success' | 'error';

const settled = (kind: ToastKind) => ({
  color: kind === 'success' ? 'green' : 'red',
  autoClose: kind === 'success' ? TOAST_SUCCESS_MS : TOAST_ERROR_MS,
  withBorder: true,
});

export function notify(kind: ToastKind, message: ReactNode, title?: ReactNode): void {
  notifications.show({ ...settled(kind), title, message });
}

export const notifySuccess = (message: ReactNode, title?: ReactNode) => notify('success', message, title);
export const notifyError = (message: ReactNode, title?: ReactNode) => notify('error', message, title);

/** The toast of an action that takes a moment, from its loading notice to its outcome. */
export interface ProgressToast {
  /** Turns the notice into the green success toast (3 s). */
  success(message: ReactNode, title?: ReactNode): void;
  /** Turns the notice into the red error toast (5 s). */
  error(message: ReactNode, title?: ReactNode): void;
  /** Takes the notice away (the outcome is shown elsewhere, or there is none to show). */
  dismiss(): void;
}

/**
 * A loading notice while an action runs (spec 3 section 8), which then becomes its success or error
 * toast in the same place; it stays until it is settled.
 */
export function notifyProgress(message: ReactNode, title?: ReactNode): ProgressToast {
  const id = notifications.show({
    loading: true,
    autoClose: false,
    withCloseButton: false,
    withBorder: true,
    title,
    message,
  });
  const settle = (kind: ToastKind) => (outcome: ReactNode, outcomeTitle?: ReactNode) =>
    notifications.update({
      id,
      ...settled(kind),
      loading: false,
      withCloseButton: true,
      title: outcomeTitle,
      message: outcome,
    });
  return { success: settle('success'), error: settle('error'), dismiss: () => notifications.hide(id) };
}
