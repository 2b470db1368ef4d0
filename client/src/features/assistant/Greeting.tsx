import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconSparkles } from '../../components/icons';
import classes from './assistant.module.css';
import { FEATURE_ICONS } from './featureIcons';
import { assistantMessages, featureMessages } from './messages';
import { CHAT_FEATURES, type ChatFeature } from './protocol';

/** The start of a conversation: a greeting and the four feature cards, each opening its panel. */
export function Greeting({ name, onPick }: { readonly name: string; readonly onPick: (feature: ChatFeature) => void }) {
  const intl = useIntl();
  return (
    <Stack gap="lg" py="md" data-testid="assistant-greeting">
      <Stack gap={6} align="center">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconSparkles size={24} />
        </ThemeIcon>
        <Title order={3} fz="lg" ta="center">
          {intl.formatMessage(assistantMessages.greetingTitle, { name })}
        </Title>
        <Text size="sm" c="gray.7" ta="center">
          {intl.formatMessage(assistantMessages.greetingText)}
        </Text>
      </Stack>
      <div className={classes.cards}>
        {CHAT_FEATURES.map((feature) => {
          const Icon = FEATURE_ICONS[feature];
          return (
            <button
              key={feature}
              type="button"
              className={classes.featureCard}
              onClick={() => onPick(feature)}
              data-testid={`assistant-card-${feature}`}
            >
              <ThemeIcon variant="light" size={32} radius="md">
                <Icon size={18} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={700}>
                  {intl.formatMessage(featureMessages[feature].name)}
                </Text>
                <Text size="xs" c="gray.7" mt={2}>
                  {intl.formatMessage(featureMessages[feature].line)}
                </Text>
              </div>
            </button>
          );
        })}
      </div>
    </Stack>
  );
}
