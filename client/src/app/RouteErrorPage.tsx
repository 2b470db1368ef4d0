import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/not-found';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';

/** What the router shows when a route fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ModuleLoadError />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorPanel
      title={<FormattedMessage id="error.page.title" defaultMessage="An error occurred, please refresh." />}
      body={
        <FormattedMessage
          id="error.page.body"
          defaultMessage="Something went wrong while showing this page. Refreshing usually helps."
        />
      }
    />
  );
}

/** Spec 3 section 8: a failed module load reloads the page once, then asks for a manual refresh. */
function ModuleLoadError() {
  const [reloading, setReloading] = useState(true);
  useEffect(() => {
    if (!reloadForChunkError()) setReloading(false);
  }, []);

  if (reloading) {
    return (
      <Center mih="60vh">
        <Stack align="center" gap="sm">
          <Loader size="sm" />
          <Text c="gray.7" role="status">
            <FormattedMessage id="error.module.reloading" defaultMessage="Reloading the module..." />
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <ErrorPanel
      title={<FormattedMessage id="error.module.persists" defaultMessage="If this screen persists, please refresh." />}
      body={
        <FormattedMessage
          id="error.module.body"
          defaultMessage="A part of the app could not be loaded, perhaps because a new version was just released."
        />
      }
    />
  );
}

function ErrorPanel({ title, body }: { readonly title: ReactNode; readonly body: ReactNode }) {
  return (
    <Center mih="70vh" p="lg">
      <Paper withBorder p="xl" radius="md" maw={440} w="100%" bg="white">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz={18}>
            {title}
          </Title>
          <Text c="gray.7" size="sm">
            {body}
          </Text>
          <Button mt="xs" onClick={() => window.location.reload()}>
            <FormattedMessage id="common.refresh" defaultMessage="Refresh" />
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
