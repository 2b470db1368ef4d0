import { Button, Checkbox, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { IconSearch } from '../../components/icons';
import type { NoteCreatedWithin, NoteLocation, NoteSearchScope } from '../../gql/graphql';
import { isFiltered, ME, withWorkspace, type DriveFilterState } from './driveFilter';
import { createdWithinLabels, driveMessages, locationLabels, searchScopeLabels } from './messages';

/** The search box waits for typing to pause before the list is asked again. */
export const DRIVE_SEARCH_DEBOUNCE_MS = 300;

const ANY = '';
const SEARCH_SCOPES: readonly NoteSearchScope[] = ['TITLE', 'TITLE_AND_TEXT'];

interface Props {
  readonly value: DriveFilterState;
  readonly onChange: Dispatch<SetStateAction<DriveFilterState>>;
  /** Back to no filter (the page mounts a fresh filter bar, the search box emptied). */
  readonly onClear: () => void;
  readonly workspaces: readonly { readonly id: string; readonly name: string }[];
  readonly creators: readonly { readonly id: string; readonly name: string }[];
}

/** Search titles, or titles and text; workspace, creator (me, or members of the chosen workspace), location, creation date and bookmarked only. */
export function DriveFilters({ value, onChange, onClear, workspaces, creators }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState(value.search);
  const commitSearch = useDebouncedCallback(
    (text: string) => onChange((current) => ({ ...current, search: text })),
    DRIVE_SEARCH_DEBOUNCE_MS,
  );
  const pick = (text: string | null) => (text === null || text === ANY ? null : text);
  const searchPlaceholder = intl.formatMessage(searchScopeLabels[value.searchIn].placeholder);

  return (
    <Group gap="xs" wrap="wrap" align="flex-end" data-testid="drive-filters">
      <Group gap="xs" wrap="nowrap" w="100%">
        <TextInput
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          size="xs"
          style={{ flex: 1 }}
          data-testid="drive-search"
        />
        <SegmentedControl
          size="xs"
          aria-label={intl.formatMessage(driveMessages.searchIn)}
          value={value.searchIn}
          onChange={(next) => onChange((current) => ({ ...current, searchIn: next as NoteSearchScope }))}
          data={SEARCH_SCOPES.map((scope) => ({
            value: scope,
            label: intl.formatMessage(searchScopeLabels[scope].name),
          }))}
          data-testid="drive-search-in"
        />
      </Group>
      <Select
        size="xs"
        w={160}
        aria-label={intl.formatMessage(driveMessages.workspace)}
        value={value.workspaceId ?? ANY}
        onChange={(next) => onChange((current) => withWorkspace(current, pick(next)))}
        data={[
          { value: ANY, label: intl.formatMessage(driveMessages.allWorkspaces) },
          ...workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name })),
        ]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="drive-filter-workspace"
      />
      <Select
        size="xs"
        w={140}
        aria-label={intl.formatMessage(driveMessages.creator)}
        value={value.creator ?? ANY}
        onChange={(next) => onChange((current) => ({ ...current, creator: pick(next) }))}
        data={[
          { value: ANY, label: intl.formatMessage(driveMessages.anyone) },
          { value: ME, label: intl.formatMessage(driveMessages.me) },
          ...creators.map((person) => ({ value: person.id, label: person.name })),
        ]}
        searchable={creators.length > 8}
        allowDeselect={false}
        data-testid="drive-filter-creator"
      />
      <Select
        size="xs"
        w={140}
        aria-label={intl.formatMessage(driveMessages.location)}
        value={value.location ?? ANY}
        onChange={(next) => onChange((current) => ({ ...current, location: pick(next) as NoteLocation | null }))}
        data={[
          { value: ANY, label: intl.formatMessage(driveMessages.anyLocation) },
          ...(['GOAL', 'TODO'] as const).map((location) => ({
            value: location,
            label: intl.formatMessage(locationLabels[location]),
          })),
        ]}
        allowDeselect={false}
        data-testid="drive-filter-location"
      />
      <Select
        size="xs"
        w={130}
        aria-label={intl.formatMessage(driveMessages.created)}
        value={value.createdWithin ?? ANY}
        onChange={(next) =>
          onChange((current) => ({ ...current, createdWithin: pick(next) as NoteCreatedWithin | null }))
        }
        data={[
          { value: ANY, label: intl.formatMessage(driveMessages.anyTime) },
          ...(['TODAY', 'DAYS_7', 'DAYS_14', 'DAYS_30'] as const).map((within) => ({
            value: within,
            label: intl.formatMessage(createdWithinLabels[within]),
          })),
        ]}
        allowDeselect={false}
        data-testid="drive-filter-created"
      />
      <Checkbox
        size="xs"
        label={intl.formatMessage(driveMessages.bookmarkedOnly)}
        checked={value.bookmarked}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          onChange((current) => ({ ...current, bookmarked: checked }));
        }}
        style={{ alignSelf: 'center' }}
        data-testid="drive-filter-bookmarked"
      />
      {isFiltered(value) && (
        <Button
          variant="subtle"
          size="compact-xs"
          style={{ alignSelf: 'center' }}
          onClick={() => {
            commitSearch.cancel();
            onClear();
          }}
        >
          {intl.formatMessage(driveMessages.clearFilters)}
        </Button>
      )}
    </Group>
  );
}
