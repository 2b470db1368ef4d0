import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldErrors } from '../../apollo/errorMessages';
import { FormActions } from '../../components/FormActions';
import { notifySuccess } from '../../components/notify';
import { SectionCard } from '../../components/SectionCard';
import type { GoalDetailQuery } from '../../gql/graphql';
import { draftOf, readIndicatorDraft, type IndicatorProblems } from './indicatorDraft';
import { GoalWorkSummary } from './GoalWorkSummary';
import { IndicatorFields } from './IndicatorFields';
import { formatIndicatorValue } from './indicatorFormat';
import { goalMessages } from './messages';
import { useUpdateGoal } from './useUpdateGoal';

type Goal = GoalDetailQuery['goal'];

/** The indicator: progress from initial to target, and a form to set, change or remove it. */
export function IndicatorCard({ goal }: { readonly goal: Goal }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [update, { loading }] = useUpdateGoal();
  const type = goal.indicatorType;

  const onRemove = async () => {
    const outcome = await update(goal.id, { indicator: null }, { failed: goalMessages.indicatorFailed });
    if (outcome.ok) notifySuccess(intl.formatMessage(goalMessages.indicatorSaved));
  };

  return (
    <SectionCard
      title={intl.formatMessage(goalMessages.indicator)}
      testId="goal-indicator"
      actions={
        <Group gap="sm" wrap="nowrap">
          <GoalWorkSummary work={goal.work} />
          {goal.viewerCan.edit && !editing && (
            <Group gap={4}>
              {type && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => void onRemove()}
                  loading={loading}
                >
                  <FormattedMessage id="goal.indicator.remove" defaultMessage="Remove" />
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setEditing(true)}
                data-testid="goal-indicator-edit"
              >
                {type ? (
                  <FormattedMessage id="goal.indicator.edit" defaultMessage="Edit" />
                ) : (
                  <FormattedMessage id="goal.indicator.add" defaultMessage="Set an indicator" />
                )}
              </Button>
            </Group>
          )}
        </Group>
      }
    >
      {editing ? (
        <IndicatorForm goal={goal} onDone={() => setEditing(false)} />
      ) : type && goal.indicatorProgress !== null ? (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {formatIndicatorValue(intl, type, goal.currentValue ?? 0)}
              <Text span size="sm" c="gray.6" fw={400}>
                {' / '}
                {formatIndicatorValue(intl, type, goal.targetValue ?? 0)}
              </Text>
            </Text>
            <Text size="sm" fw={700} c={goal.indicatorProgress >= 100 ? 'green.7' : 'brand.7'}>
              {goal.indicatorProgress}%
            </Text>
          </Group>
          <Progress
            value={goal.indicatorProgress}
            size="lg"
            radius="xl"
            color={goal.indicatorProgress >= 100 ? 'green' : 'brand'}
            aria-label={intl.formatMessage(goalMessages.indicator)}
          />
          <Text size="xs" c="gray.6">
            <FormattedMessage
              id="goal.indicator.from"
              defaultMessage="Started at {initial}"
              values={{ initial: formatIndicatorValue(intl, type, goal.initialValue ?? 0) }}
            />
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="gray.6">
          <FormattedMessage
            id="goal.indicator.none"
            defaultMessage="No indicator. Set one to follow progress in numbers."
          />
        </Text>
      )}
    </SectionCard>
  );
}

function IndicatorForm({ goal, onDone }: { readonly goal: Goal; readonly onDone: () => void }) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [update, { loading }] = useUpdateGoal();
  const [draft, setDraft] = useState(() => draftOf(goal));
  const [problems, setProblems] = useState<IndicatorProblems>({});
  const [serverError, setServerError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, problems: found } = readIndicatorDraft(draft);
    setProblems(found);
    if (!input) return;
    const outcome = await update(
      goal.id,
      { indicator: input },
      { failed: goalMessages.indicatorFailed, inlineFieldErrors: true },
    );
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error);
      setServerError(fields['indicator.targetValue'] ?? fields['indicator']);
      return;
    }
    notifySuccess(intl.formatMessage(goalMessages.indicatorSaved));
    onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <IndicatorFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setProblems({});
            setServerError(undefined);
          }}
          problems={problems}
          serverError={serverError}
        />
        <FormActions
          loading={loading}
          onCancel={onDone}
          submitLabel={<FormattedMessage id="goal.indicator.save" defaultMessage="Save" />}
        />
      </Stack>
    </form>
  );
}
