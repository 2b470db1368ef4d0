import { Anchor, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useRedirectSuffix } from '../../app/guards';

/** "Already have an account? Log in", keeping the redirect target; under each sign-up form step. */
export function AlreadyHaveAccount() {
  const redirectSuffix = useRedirectSuffix();
  return (
    <Text size="sm" c="gray.7" ta="center">
      <FormattedMessage id="auth.signup.haveAccount" defaultMessage="Already have an account?" />{' '}
      <Anchor component={Link} to={`/auth/login${redirectSuffix}`} fw={600}>
        <FormattedMessage id="auth.signup.toLogin" defaultMessage="Log in" />
      </Anchor>
    </Text>
  );
}
