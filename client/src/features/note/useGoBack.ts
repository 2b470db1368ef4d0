import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/guards';

/** Back to the previous screen of this tab, or to `fallback` when the note was opened directly. */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(
    (fallback: string = HOME_PATH) => {
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (index > 0) void navigate(-1);
      else void navigate(fallback, { replace: true });
    },
    [navigate],
  );
}
