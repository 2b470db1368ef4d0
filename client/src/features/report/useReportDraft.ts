import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import type { ReportPage_ReportFragment } from '../../gql/graphql';
import { useUpdateReport } from './useUpdateReport';

export type ReportSaveState = 'clean' | 'unsaved' | 'saving' | 'saved';

/**
 * The author's edits of a report, saved with the Save button only (not automatically: saving a sent
 * report makes it unread again for its receivers, who are told). The browser asks before closing
 * the tab while something is unsaved.
 */
export function useReportDraft(report: ReportPage_ReportFragment) {
  const intl = useIntl();
  const [update, { loading: saving }] = useUpdateReport();
  const [title, setTitle] = useState(report.title);
  const [content, setContent] = useState<Record<string, unknown> | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [justSaved, setJustSaved] = useState(false);
  const dirty = title.trim() !== report.title || content !== null;

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const changeTitle = useCallback((next: string) => {
    setTitle(next);
    setTitleError(undefined);
    setJustSaved(false);
  }, []);

  const changeContent = useCallback((next: Record<string, unknown>) => {
    setContent(next);
    setJustSaved(false);
  }, []);

  const save = useCallback(async () => {
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleError(intl.formatMessage(errorMessages.titleRequired));
      return;
    }
    const sentContent = content;
    const outcome = await update(report.id, { title: trimmed, ...(sentContent ? { content: sentContent } : {}) });
    if (!outcome.ok) return;
    // What was typed while saving stays unsaved.
    setContent((current) => (current === sentContent ? null : current));
    setTitle((current) => (current.trim() === trimmed ? outcome.data.title : current));
    setJustSaved(true);
  }, [title, content, intl, update, report.id]);

  const state: ReportSaveState = saving ? 'saving' : dirty ? 'unsaved' : justSaved ? 'saved' : 'clean';
  return { title, titleError, changeTitle, changeContent, save, dirty, state };
}

export type ReportDraft = ReturnType<typeof useReportDraft>;
