import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconDocument } from '../../components/icons';
import { assistantMessages } from './messages';

/** The start of a conversation on a note page: what the assistant does with the note, and its summary a click away. */
export function NotePanel({
  title,
  loading,
  onSummarise,
}: {
  readonly title: string;
  readonly loading: boolean;
  readonly onSummarise: (request: string) => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="md" py="md" align="center" data-testid="assistant-note-panel">
      <ThemeIcon size={44} radius="xl" variant="light">
        <IconDocument size={24} />
      </ThemeIcon>
      <Title order={3} fz="lg" ta="center" maw={460} lineClamp={2}>
        {intl.formatMessage(assistantMessages.notePanelTitle, { title })}
      </Title>
      <Text size="sm" c="gray.7" ta="center" maw={460}>
        {intl.formatMessage(assistantMessages.notePanelText)}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDocument size={16} />}
        disabled={loading}
        onClick={() => onSummarise(intl.formatMessage(assistantMessages.noteSummarise))}
        data-testid="assistant-note-summarise"
      >
        {intl.formatMessage(assistantMessages.noteSummarise)}
      </Button>
    </Stack>
  );
}
