import { useMutation } from '@apollo/client/react';
import type { ReportTypeCode } from '@domain/report-period';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { apiErrors } from '../../apollo/errors';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { useViewer } from '../../app/useViewer';
import { notifyError } from '../../components/notify';
import { graphql } from '../../gql';
import type { CreateReportInput } from '../../gql/graphql';
import { useLocale } from '../../i18n/I18nProvider';
import { reportMessages } from './messages';
import { useReportTypeNames } from './useReportTypeNames';

const CreateReportDocument = graphql(`
  mutation CreateReport($input: CreateReportInput!) {
    createReport(input: $input) {
      ...ReportPage_report
    }
  }
`);

/** The report of the same type and period the API named when it refused a second one (REPORT_EXISTS). */
export function existingReportOf(error: unknown): { readonly id: string; readonly title: string | null } | null {
  const refusal = apiErrors(error).find((entry) => entry.reason === 'REPORT_EXISTS');
  return refusal?.existing ?? null;
}

/**
 * createReport (a draft of the viewer in a workspace): the sent list loads again. Without a viewer
 * or a workspace nothing is asked; failures are a red toast naming the type ("The weekly report
 * could not be created. …"), but for a second report of the same period, which the form offers.
 */
export function useCreateReport() {
  const intl = useIntl();
  const { locale } = useLocale();
  const viewer = useViewer();
  const typeNames = useReportTypeNames();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(CreateReportDocument);

  const create = useCallback(
    async (input: CreateReportInput & { readonly type: ReportTypeCode }): Promise<Outcome<{ readonly id: string }>> => {
      // "주간 보고를 …", "The weekly report …", "… báo cáo tuần": the name inside a sentence.
      const type = locale === 'ko-KR' ? typeNames[input.type] : typeNames[input.type].toLocaleLowerCase(locale);
      const missing = !viewer
        ? errorMessages.unauthenticated
        : !input.workspaceId
          ? errorMessages.workspaceRequired
          : null;
      if (missing) {
        notifyError(intl.formatMessage(reportMessages.createFailed, { type, detail: intl.formatMessage(missing) }));
        return { ok: false, error: new Error('Not signed in or no workspace') };
      }
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache) => {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'sentReports' });
          },
        });
        if (!data) throw new Error('createReport answered without data');
        return { ok: true, data: data.createReport };
      } catch (error) {
        // A report of the same type and period exists: the form offers it instead of a toast.
        if (existingReportOf(error)) return { ok: false, error };
        toastFailure(error, reportMessages.createFailed, { values: { type } });
        return { ok: false, error };
      }
    },
    [intl, locale, viewer, typeNames, mutate, toastFailure],
  );

  return [create, { loading }] as const;
}
