import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useErrorMessage } from '../../apollo/errorMessages';
import { notifyError } from '../../components/notify';
import { graphql } from '../../gql';

const ResendVerificationEmailDocument = graphql(`
  mutation ResendVerificationEmail($email: String!) {
    resendVerificationEmail(email: $email)
  }
`);

/**
 * Sends the verification e-mail again. A failure is shown as an error toast; the returned promise
 * says whether the mail went out, so that each page confirms it in its own way.
 */
export function useResendVerificationEmail(): readonly [
  (email: string) => Promise<boolean>,
  { readonly loading: boolean },
] {
  const formatError = useErrorMessage();
  const [resend, { loading }] = useMutation(ResendVerificationEmailDocument, { context: { skipAuthRefresh: true } });
  const send = useCallback(
    async (email: string) => {
      try {
        await resend({ variables: { email } });
        return true;
      } catch (error) {
        const message = formatError(error);
        if (message) notifyError(message);
        return false;
      }
    },
    [resend, formatError],
  );
  return [send, { loading }];
}
