import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { isValidEmail } from '@domain/validation';
import { EmailExistsDocument } from './operations';

export type EmailStatus = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Debounced live check of the e-mail through `emailExists` (spec 2 section 5). */
export function useEmailAvailability(email: string): EmailStatus {
  const client = useApolloClient();
  const [status, setStatus] = useState<EmailStatus>('idle');

  useEffect(() => {
    const value = email.trim();
    if (!isValidEmail(value)) {
      setStatus('idle');
      return;
    }
    setStatus('checking');
    let current = true;
    const timer = window.setTimeout(() => {
      client
        .query({
          query: EmailExistsDocument,
          variables: { email: value },
          fetchPolicy: 'network-only',
          context: { skipAuthRefresh: true },
        })
        .then(({ data }) => {
          if (current) setStatus(data?.emailExists ? 'taken' : 'available');
        })
        .catch(() => {
          if (current) setStatus('unknown');
        });
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [client, email]);

  return status;
}
