import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Toasts (spec 2 section 8, spec 3 section 9): success green for 3 s, error red for 5 s. */
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_ERROR_MS = 5_000;

export type ToastKind = 'success' | 'error';

export function notify(kind: ToastKind, message: ReactNode, title?: ReactNode): void {
  notifications.show({
    color: kind === 'success' ? 'green' : 'red',
    autoClose: kind === 'success' ? TOAST_SUCCESS_MS : TOAST_ERROR_MS,
    title,
    message,
    withBorder: true,
  });
}

export const notifySuccess = (message: ReactNode, title?: ReactNode) => notify('success', message, title);
export const notifyError = (message: ReactNode, title?: ReactNode) => notify('error', message, title);
