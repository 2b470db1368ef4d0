import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { notifyError } from '../../components/notify';
import type { ToolCall } from './chatState';
import { useFailureWords } from './failureWords';
import { assistantMessages } from './messages';

/** The report tools, each with the words of its failure (spec: a report creation error is a toast naming the report's type). */
const REPORT_FAILED: Readonly<Record<string, MessageDescriptor>> = {
  create_daily_report: assistantMessages.reportDailyFailed,
  create_weekly_report: assistantMessages.reportWeeklyFailed,
};

/** A red toast for a report tool that failed, with the reason in the user's language; other tools are left to their line. */
export function useReportFailureToast(): (tool: ToolCall) => void {
  const intl = useIntl();
  const failureWords = useFailureWords();
  return useCallback(
    (tool: ToolCall) => {
      const message = REPORT_FAILED[tool.name];
      if (!message || tool.status !== 'error') return;
      notifyError(
        intl.formatMessage(message, {
          reason: failureWords(tool.error ?? '') ?? intl.formatMessage(assistantMessages.stepFailedUnknown),
        }),
      );
    },
    [failureWords, intl],
  );
}
