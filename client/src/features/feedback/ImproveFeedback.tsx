import type { FeedbackHint } from '@domain/feedback-hints';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { feedbackMessages } from './messages';
import { ImproveFeedbackDocument } from './operations';

const HINT_WORDS: Readonly<Record<FeedbackHint, MessageDescriptor>> = {
  TOO_SHORT: feedbackMessages.hintTooShort,
  NO_EXAMPLE: feedbackMessages.hintNoExample,
  NO_BEHAVIOUR: feedbackMessages.hintNoBehaviour,
};

interface Suggestions {
  readonly hints: readonly FeedbackHint[];
  readonly rewrite: string | null;
}

/**
 * Improve, under the feedback's text: asks the API for hints (and, with a model, a rewrite) of the text as
 * it is, and shows them; "Use this" puts the rewrite in the text. Nothing is saved until the writer sends.
 */
export function ImproveFeedback({
  content,
  onUse,
}: {
  readonly content: string;
  readonly onUse: (text: string) => void;
}) {
  const intl = useIntl();
  const apollo = useApolloClient();
  const formatError = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Suggestions | null>(null);
  const [error, setError] = useState<string | null>(null);

  const improve = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await apollo.query({
        query: ImproveFeedbackDocument,
        variables: { content },
        fetchPolicy: 'network-only',
      });
      setShown(
        data
          ? { hints: data.improveFeedback.hints as FeedbackHint[], rewrite: data.improveFeedback.rewrite ?? null }
          : null,
      );
    } catch (caught) {
      setError(formatError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="feedback-improve">
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          onClick={() => void improve()}
          loading={busy}
          disabled={!content.trim()}
          data-testid="feedback-improve-button"
        >
          {intl.formatMessage(feedbackMessages.improve)}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {shown && (
        <Alert variant="light" color="blue" p="xs" data-testid="feedback-improve-result">
          {shown.hints.length === 0 ? (
            <Text size="sm">{intl.formatMessage(feedbackMessages.hintNone)}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {shown.hints.map((hint) => (
                <List.Item key={hint} data-testid={`feedback-hint-${hint}`}>
                  {intl.formatMessage(HINT_WORDS[hint])}
                </List.Item>
              ))}
            </List>
          )}
          {shown.rewrite && (
            <Stack gap={4} mt="xs">
              <Text size="sm" fw={600}>
                {intl.formatMessage(feedbackMessages.rewriteTitle)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-rewrite">
                {shown.rewrite}
              </Text>
              <Group justify="flex-end">
                <Button
                  size="xs"
                  onClick={() => {
                    onUse(shown.rewrite!);
                    setShown(null);
                  }}
                  data-testid="feedback-rewrite-use"
                >
                  {intl.formatMessage(feedbackMessages.rewriteUse)}
                </Button>
              </Group>
            </Stack>
          )}
        </Alert>
      )}
    </Stack>
  );
}
