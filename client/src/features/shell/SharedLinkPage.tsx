import { Badge, Button, Center, Paper } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { Notice } from '../../components/Notice';

/** /s/{shortCode}: the short link of a shared note. Notes are not built yet, so say so plainly. */
export function SharedLinkPage() {
  return (
    <Center mih="100vh" p="lg" bg="gray.0">
      <Paper withBorder p="xl" radius="lg" maw={440} w="100%" bg="white">
        <Notice
          gap="sm"
          visual={<Logo size={24} />}
          badge={
            <Badge variant="light" color="brand" mt="sm">
              <FormattedMessage id="comingSoon.badge" defaultMessage="Coming soon" />
            </Badge>
          }
          title={<FormattedMessage id="sharedLink.title" defaultMessage="Shared note" />}
          titleSize={20}
          body={
            <FormattedMessage
              id="sharedLink.body"
              defaultMessage="Opening notes shared by link is not available yet. Please ask the sender to share the note with you inside Quarter."
            />
          }
          actions={
            <Button component={Link} to="/" mt="sm">
              <FormattedMessage id="sharedLink.home" defaultMessage="Go to Quarter" />
            </Button>
          }
        />
      </Paper>
    </Center>
  );
}
