import { Chip, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isValidTimeOfDay } from '@domain/validation';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import type { SessionUserFragment } from '../../gql/graphql';
import { CancelSaveFooter } from './CancelSaveFooter';
import { settingsMessages } from './messages';
import { SettingsSection } from './SettingsSection';
import { useUpdateProfile } from './useUpdateProfile';

/** Sunday first (DESIGN.md: weeks start on Sunday); 0 = Sunday ... 6 = Saturday as in the API. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const DEFAULT_TIME = '09:00';
const DEFAULT_DAYS = [1];

/** Weekday names in the interface language, from Intl (2023-01-01 was a Sunday). */
function useWeekdayNames(): { short: string[]; long: string[] } {
  const intl = useIntl();
  return useMemo(() => {
    const day = (index: number) => new Date(Date.UTC(2023, 0, 1 + index, 12));
    const short = new Intl.DateTimeFormat(intl.locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(intl.locale, { weekday: 'long', timeZone: 'UTC' });
    return {
      short: WEEKDAYS.map((index) => short.format(day(index))),
      long: WEEKDAYS.map((index) => long.format(day(index))),
    };
  }, [intl.locale]);
}

interface ReminderValues {
  enabled: boolean;
  time: string;
  days: number[];
}

function valuesOf(viewer: SessionUserFragment): ReminderValues {
  return {
    enabled: viewer.planningReminderTime !== null,
    time: viewer.planningReminderTime ?? DEFAULT_TIME,
    days: viewer.planningReminderDays.length > 0 ? [...viewer.planningReminderDays].sort() : DEFAULT_DAYS,
  };
}

function same(a: ReminderValues, b: ReminderValues): boolean {
  if (a.enabled !== b.enabled) return false;
  if (!a.enabled) return true;
  return a.time === b.time && a.days.join() === b.days.join();
}

/** Notifications tab: the weekly planning reminder (time HH:mm and weekdays Sun..Sat). */
export function NotificationsSection({ viewer }: { readonly viewer: SessionUserFragment }) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const names = useWeekdayNames();
  const [update, { loading }] = useUpdateProfile(viewer);
  const initial = useMemo(() => valuesOf(viewer), [viewer]);
  const [values, setValues] = useState<ReminderValues>(initial);
  const [errors, setErrors] = useState<{ time?: string; days?: string }>({});
  const dirty = !same(values, initial);

  useEffect(() => {
    setValues(initial);
  }, [initial]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: { time?: string; days?: string } = {};
    if (values.enabled) {
      if (!isValidTimeOfDay(values.time)) next.time = intl.formatMessage(errorMessages.invalidTime);
      if (values.days.length === 0) {
        next.days = intl.formatMessage({
          id: 'settings.reminder.daysRequired',
          defaultMessage: 'Choose at least one day.',
        });
      }
    }
    setErrors(next);
    if (next.time || next.days) return;

    const error = await update(
      values.enabled
        ? { planningReminderTime: values.time, planningReminderDays: [...values.days].sort() }
        : { planningReminderTime: null },
      { failure: settingsMessages.reminderSaveFailed },
    );
    if (error) {
      const fields = fieldErrorsOf(error);
      setErrors({
        time: fields['planningReminderTime'] ?? fields['input.planningReminderTime'],
        days: fields['planningReminderDays'] ?? fields['input.planningReminderDays'],
      });
    }
  };

  return (
    <SettingsSection
      title={<FormattedMessage id="settings.reminder.title" defaultMessage="Planning reminder" />}
      description={
        <FormattedMessage
          id="settings.reminder.description"
          defaultMessage="Quarter reminds you every week to plan your time. Reminders follow your time zone ({timezone})."
          values={{ timezone: viewer.timezone }}
        />
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Switch
            checked={values.enabled}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              setValues((current) => ({ ...current, enabled }));
            }}
            label={
              <FormattedMessage id="settings.reminder.enabled" defaultMessage="Send me a weekly planning reminder" />
            }
          />
          <TextInput
            type="time"
            w={160}
            label={<FormattedMessage id="settings.reminder.time" defaultMessage="Reminder time" />}
            value={values.time}
            onChange={(event) => {
              const time = event.currentTarget.value;
              setValues((current) => ({ ...current, time }));
              setErrors((current) => ({ ...current, time: undefined }));
            }}
            disabled={!values.enabled}
            error={errors.time}
            step={900}
          />
          <Input.Wrapper
            label={<FormattedMessage id="settings.reminder.days" defaultMessage="Days" />}
            error={errors.days}
            labelElement="div"
          >
            <Chip.Group
              multiple
              value={values.days.map(String)}
              onChange={(selected) => {
                setValues((current) => ({ ...current, days: selected.map(Number).sort() }));
                setErrors((current) => ({ ...current, days: undefined }));
              }}
            >
              <Group gap={6} mt={6}>
                {WEEKDAYS.map((day) => (
                  <Chip
                    key={day}
                    value={String(day)}
                    size="sm"
                    radius="sm"
                    disabled={!values.enabled}
                    aria-label={names.long[day]}
                  >
                    {names.short[day]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          {!values.enabled && (
            <Text size="sm" c="gray.6">
              <FormattedMessage id="settings.reminder.off" defaultMessage="Reminders are off." />
            </Text>
          )}
          <CancelSaveFooter dirty={dirty} saving={loading} onCancel={() => setValues(initial)} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
