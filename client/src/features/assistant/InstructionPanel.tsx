import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useIntl } from 'react-intl';
import classes from './assistant.module.css';
import { FEATURE_ICONS } from './featureIcons';
import { assistantMessages, featureMessages } from './messages';
import type { ChatFeature } from './protocol';

export type TextFeature = Exclude<ChatFeature, 'create-report'>;

/** A text feature's panel: what to say, and three examples that go into the input when clicked. */
export function InstructionPanel({
  feature,
  onExample,
}: {
  readonly feature: TextFeature;
  readonly onExample: (text: string) => void;
}) {
  const intl = useIntl();
  const words = featureMessages[feature];
  const Icon = FEATURE_ICONS[feature];
  const examples = [words.example1, words.example2, words.example3].map((message) => intl.formatMessage(message));
  return (
    <Stack gap="md" data-testid={`assistant-panel-${feature}`}>
      <Group gap={10} wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md">
          <Icon size={20} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{intl.formatMessage(words.name)}</Text>
          <Text size="sm" c="gray.7" mt={2}>
            {intl.formatMessage(words.guide)}
          </Text>
        </div>
      </Group>
      <Stack gap={6}>
        <Text size="xs" fw={700} c="gray.7">
          {intl.formatMessage(assistantMessages.examplesTitle)}
        </Text>
        {examples.map((example) => (
          <button
            key={example}
            type="button"
            className={classes.example}
            onClick={() => onExample(example)}
            data-testid="assistant-example"
          >
            {example}
          </button>
        ))}
        <Text size="xs" c="gray.6">
          {intl.formatMessage(assistantMessages.examplesHint)}
        </Text>
      </Stack>
    </Stack>
  );
}
