import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { useCurrentWorkspace } from '../workspace';
import { driveAreas } from './drive.areas';
import { driveFilterVariables, EMPTY_DRIVE_FILTER, isFiltered, type DriveFilterState } from './driveFilter';
import { DriveFilters } from './DriveFilters';
import { DriveShortLists } from './DriveShortLists';
import { DriveTable } from './DriveTable';
import { driveMessages } from './messages';
import { useDrive } from './useDrive';
import { useDriveCreators } from './useDriveCreators';
import { useSetNoteBookmark } from './useSetNoteBookmark';
import { LoadFailed } from '../../components/LoadFailed';

/** /drive (spec 1 section 2): the notes the viewer may open, searched and filtered, with three short lists on top. */
export function DrivePage() {
  const intl = useIntl();
  const viewer = useViewer();
  const viewerId = viewer?.id ?? null;
  const { workspaces } = useCurrentWorkspace();
  const [filter, setFilter] = useState<DriveFilterState>(EMPTY_DRIVE_FILTER);
  const [filterBar, setFilterBar] = useState(0);
  const clear = () => {
    setFilter(EMPTY_DRIVE_FILTER);
    setFilterBar((key) => key + 1);
  };
  const variables = useMemo(() => driveFilterVariables(filter, viewerId), [filter, viewerId]);
  const drive = useDrive(variables, !viewerId);
  const creators = useDriveCreators(filter.workspaceId, viewerId);
  const setBookmark = useSetNoteBookmark(variables);

  return (
    <Box p="lg" data-testid="drive-page">
      <Stack gap="md">
        <Title order={1} fz={20} lh={1.3}>
          {intl.formatMessage(driveAreas.drive.title)}
        </Title>
        <DriveShortLists />
        <DriveFilters
          key={filterBar}
          value={filter}
          onChange={setFilter}
          onClear={clear}
          workspaces={workspaces}
          creators={creators}
        />
        {drive.initialLoading ? (
          <Paper withBorder bg="white" p="sm" aria-busy="true" data-testid="drive-loading">
            <Stack gap="sm">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={26} width={`${96 - ((index * 9) % 30)}%`} />
              ))}
            </Stack>
          </Paper>
        ) : drive.failed ? (
          <Paper withBorder bg="white" p="lg">
            <LoadFailed
              message={intl.formatMessage(driveMessages.loadFailed)}
              retryLabel={intl.formatMessage(driveMessages.retry)}
              onRetry={drive.retry}
            />
          </Paper>
        ) : drive.items.length === 0 ? (
          <Paper withBorder bg="white" p="xl" data-testid="drive-empty">
            <Stack gap="sm" align="center">
              <Text size="sm" c="gray.6" ta="center">
                {intl.formatMessage(isFiltered(filter) ? driveMessages.emptyFiltered : driveMessages.empty)}
              </Text>
              {isFiltered(filter) && (
                <Button variant="default" size="xs" onClick={clear}>
                  {intl.formatMessage(driveMessages.clearFilters)}
                </Button>
              )}
            </Stack>
          </Paper>
        ) : (
          <>
            <DriveTable
              notes={drive.items}
              dimmed={drive.refreshing}
              onBookmark={(note, bookmarked) => void setBookmark(note, bookmarked)}
            />
            <Group justify="space-between">
              <Text size="xs" c="gray.6" data-testid="drive-showing">
                {intl.formatMessage(driveMessages.showing, { shown: drive.items.length, total: drive.total })}
              </Text>
              {drive.items.length < drive.total && (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => void drive.loadMore()}
                  loading={drive.loadingMore}
                  data-testid="drive-load-more"
                >
                  {intl.formatMessage(driveMessages.loadMore)}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Box>
  );
}
