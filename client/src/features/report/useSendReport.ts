import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ReportReceiverInput } from '../../gql/graphql';
import { reportMessages } from './messages';

const SendReportDocument = graphql(`
  mutation SendReport($id: UUID!, $receivers: [ReportReceiverInput!]!) {
    sendReport(id: $id, receivers: $receivers) {
      reportId
      newReceivers {
        id
        name
      }
      updatedReceivers {
        id
        name
      }
      report {
        ...ReportPage_report
      }
    }
  }
`);

/**
 * sendReport (spec 2 section 6): new receivers get it unread, those who had it get it unread again;
 * the toast names both ("Sent to Liam. Mina will see it as unread again."). A failure is a red toast
 * titled "Error" (spec 2 section 8).
 */
export function useSendReport() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(SendReportDocument);

  const send = useCallback(
    async (reportId: string, receivers: readonly ReportReceiverInput[]): Promise<Outcome<true>> => {
      try {
        const { data } = await mutate({ variables: { id: reportId, receivers: [...receivers] } });
        if (!data) throw new Error('sendReport answered without data');
        const names = (people: readonly { readonly name: string }[]) =>
          intl.formatList(
            people.map((person) => person.name),
            { type: 'conjunction' },
          );
        const { newReceivers, updatedReceivers } = data.sendReport;
        const sentences = [
          newReceivers.length > 0 && intl.formatMessage(reportMessages.sentTo, { names: names(newReceivers) }),
          updatedReceivers.length > 0 &&
            intl.formatMessage(reportMessages.unreadAgain, { names: names(updatedReceivers) }),
        ].filter(Boolean);
        notifySuccess(sentences.join(' '));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, reportMessages.sendFailed, { title: reportMessages.errorTitle });
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );

  return [send, { loading }] as const;
}
