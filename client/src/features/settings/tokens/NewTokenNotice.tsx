import { useIntl } from 'react-intl';
import { OneTimeSecret } from '../../../components/OneTimeSecret';
import { tokenMessages } from './messages';

/** The token just created, the one time it can be seen. */
export function NewTokenNotice({ token, onDone }: { readonly token: string; readonly onDone: () => void }) {
  const intl = useIntl();
  return (
    <OneTimeSecret
      title={intl.formatMessage(tokenMessages.newTitle)}
      body={intl.formatMessage(tokenMessages.newBody)}
      secret={token}
      testId="new-token"
      onDone={onDone}
    />
  );
}
