import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { IconArrowLeft as TablerArrowLeft } from '@tabler/icons-react';
import { withAppDefaults } from '../../components/appIcon';

// In the first chunk (the router's error page shows it): one glyph, not the whole icon list.
const IconArrowLeft = withAppDefaults(TablerArrowLeft);

/** The 404 page (spec 2 section 2): title, description, error code label and a back button. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = () => {
    // history.state.idx is set by the router: 0 means this is the first page of the tab.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <Center mih="100vh" p="lg" bg="gray.0">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Text size="xs" fw={600} c="gray.6" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          <FormattedMessage id="notFound.codeLabel" defaultMessage="Error code" />
        </Text>
        <Text
          component="p"
          m={0}
          fw={800}
          fz={72}
          lh={1}
          c="brand.7"
          style={{ letterSpacing: '-0.03em' }}
          aria-label="404"
        >
          404
        </Text>
        <Title order={1} fz={22} mt="xs">
          <FormattedMessage id="notFound.title" defaultMessage="Page not found" />
        </Title>
        <Text c="gray.7">
          <FormattedMessage id="notFound.description" defaultMessage="The page has been deleted or does not exist." />
        </Text>
        <Group mt="md">
          <Button leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
            <FormattedMessage id="notFound.back" defaultMessage="Go back" />
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
