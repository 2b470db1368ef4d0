import { Badge, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';

/** /s/{shortCode}: the short link of a shared note. Notes are not built yet, so say so plainly. */
export function SharedLinkPage() {
  return (
    <Center mih="100vh" p="lg" bg="gray.0">
      <Paper withBorder p="xl" radius="lg" maw={440} w="100%" bg="white">
        <Stack align="center" gap="sm" ta="center">
          <Logo size={24} />
          <Badge variant="light" color="brand" mt="sm">
            <FormattedMessage id="comingSoon.badge" defaultMessage="Coming soon" />
          </Badge>
          <Title order={1} fz={20}>
            <FormattedMessage id="sharedLink.title" defaultMessage="Shared note" />
          </Title>
          <Text c="gray.7" size="sm">
            <FormattedMessage
              id="sharedLink.body"
              defaultMessage="Opening notes shared by link is not available yet. Please ask the sender to share the note with you inside Quarter."
            />
          </Text>
          <Button component={Link} to="/" mt="sm">
            <FormattedMessage id="sharedLink.home" defaultMessage="Go to Quarter" />
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
