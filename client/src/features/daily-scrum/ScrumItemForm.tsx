import { useQuery } from '@apollo/client/react';
import { blockerAgeDays, SCRUM_LINE_MAX, SCRUM_NOTE_MAX } from '@domain/daily-scrum';
import { formatMonthDay } from '@domain/date-range';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState, type ComponentType, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Outcome } from '../../apollo/useFailureToast';
import { FormActions } from '../../components/FormActions';
import type { IconProps } from '../../components/icons';
import { IconAlert, IconCheck, IconChecklist, IconDocument, IconPlus, IconX } from '../../components/icons';
import type { ScrumItemInput } from '../../gql/graphql';
import classes from './daily-scrum.module.css';
import { scrumMessages } from './messages';
import { DailyScrumTemplatesDocument } from './operations';
import {
  addLine,
  canAddLine,
  editLine,
  formChanged,
  isBlankForm,
  itemInputOf,
  removeLine,
  withNote,
  type EditableLine,
  type ScrumForm,
  type ScrumSection,
} from './scrumForm';
import { BlockerAge, LinkedMark } from './ScrumSectionView';
import { localeOf } from '../../i18n/localeOf';

interface Props {
  readonly teamId: string;
  /** The scrum's day (the age of carried-over blockers). */
  readonly date: string;
  readonly initial: ScrumForm;
  readonly title: ReactNode;
  /** A line under the title (where the draft came from). */
  readonly hint?: ReactNode;
  readonly submitLabel: ReactNode;
  readonly loading: boolean;
  readonly onSubmit: (input: ScrumItemInput) => Promise<Outcome<true>>;
  readonly onCancel: () => void;
  /** Told whether the form differs from where it started (closing or leaving the day then asks). */
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly testId: string;
}

const SECTIONS: readonly {
  section: ScrumSection;
  title: MessageDescriptor;
  placeholder: MessageDescriptor;
  icon: ComponentType<IconProps>;
  color: string;
}[] = [
  {
    section: 'done',
    title: scrumMessages.done,
    placeholder: scrumMessages.donePlaceholder,
    icon: IconCheck,
    color: 'teal.7',
  },
  {
    section: 'today',
    title: scrumMessages.todayPlan,
    placeholder: scrumMessages.todayPlaceholder,
    icon: IconChecklist,
    color: 'brand.7',
  },
  {
    section: 'blockers',
    title: scrumMessages.blockers,
    placeholder: scrumMessages.blockerPlaceholder,
    icon: IconAlert,
    color: 'orange.8',
  },
];

/**
 * The viewer's item, new or edited (spec 3, issue 16): per section a list of lines to edit, add
 * (Enter adds the next one) and remove, a line from a to-do marked with a link; the note, which a
 * team template can replace. Submit waits while sending and while there is nothing to post.
 */
export function ScrumItemForm({
  teamId,
  date,
  initial,
  title,
  hint,
  submitLabel,
  loading,
  onSubmit,
  onCancel,
  onDirtyChange,
  testId,
}: Props) {
  const intl = useIntl();
  const [form, setForm] = useState(initial);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const blank = isBlankForm(form);
  const dirty = formChanged(initial, form);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const add = (section: ScrumSection, afterKey?: string) => {
    const added = addLine(form, section, afterKey);
    if (!added) return;
    setForm(added.form);
    setFocusKey(added.key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || loading) return;
    const outcome = await onSubmit(itemInputOf(form));
    if (outcome.ok) onDirtyChange(false);
  };

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <Stack gap="md">
        <div>
          <Text fw={700}>{title}</Text>
          {hint && (
            <Text size="xs" c="gray.7" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        {SECTIONS.map(({ section, title: sectionTitle, placeholder, icon, color }) => (
          <LineListEditor
            key={section}
            section={section}
            title={intl.formatMessage(sectionTitle)}
            placeholder={intl.formatMessage(placeholder)}
            icon={icon}
            color={color}
            lines={form[section]}
            date={date}
            focusKey={focusKey}
            canAdd={canAddLine(form, section)}
            onAdd={(afterKey) => add(section, afterKey)}
            onEdit={(key, text) => setForm((current) => editLine(current, section, key, text))}
            onRemove={(key) => setForm((current) => removeLine(current, section, key))}
          />
        ))}
        <div>
          <Group justify="space-between" mb={4}>
            <Text component="label" htmlFor={`${testId}-note`} size="sm" fw={600}>
              {intl.formatMessage(scrumMessages.note)}
            </Text>
            <TemplatePicker teamId={teamId} onPick={(content) => setForm((current) => withNote(current, content))} />
          </Group>
          <Textarea
            id={`${testId}-note`}
            value={form.note}
            onChange={(event) => {
              const note = event.currentTarget.value;
              setForm((current) => withNote(current, note));
            }}
            placeholder={intl.formatMessage(scrumMessages.notePlaceholder)}
            autosize
            minRows={5}
            maxRows={10}
            maxLength={SCRUM_NOTE_MAX}
            data-testid="scrum-form-note"
          />
        </div>
        <FormActions loading={loading} onCancel={onCancel} submitDisabled={blank} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}

interface LineListProps {
  readonly section: ScrumSection;
  readonly title: string;
  readonly placeholder: string;
  readonly icon: ComponentType<IconProps>;
  readonly color: string;
  readonly lines: readonly EditableLine[];
  readonly date: string;
  readonly focusKey: string | null;
  readonly canAdd: boolean;
  readonly onAdd: (afterKey?: string) => void;
  readonly onEdit: (key: string, text: string) => void;
  readonly onRemove: (key: string) => void;
}

/** One section's lines as inputs; Enter (not while composing Korean or Vietnamese) adds a line after. */
function LineListEditor({
  section,
  title,
  placeholder,
  icon: Icon,
  color,
  lines,
  date,
  focusKey,
  canAdd,
  onAdd,
  onEdit,
  onRemove,
}: LineListProps) {
  const intl = useIntl();
  const removeLabel = intl.formatMessage(scrumMessages.removeLine);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, key: string) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onAdd(key);
  };

  return (
    <Stack gap={6} data-testid={`scrum-form-${section}`} role="group" aria-label={title}>
      <Group gap={5} c={color}>
        <Icon size={16} />
        <Text size="sm" fw={700}>
          {title}
        </Text>
      </Group>
      {lines.map((line, index) => (
        <Group key={line.key} gap={6} wrap="nowrap" data-testid="scrum-form-line">
          <TextInput
            value={line.text}
            onChange={(event) => onEdit(line.key, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(event, line.key)}
            placeholder={placeholder}
            aria-label={intl.formatMessage(scrumMessages.lineLabel, { section: title, number: index + 1 })}
            maxLength={SCRUM_LINE_MAX}
            autoFocus={line.key === focusKey}
            leftSection={line.todoId ? <LinkedMark /> : undefined}
            style={{ flex: 1, minWidth: 0 }}
            size="sm"
          />
          {section === 'blockers' && line.since && line.since < date && (
            <Tooltip
              label={intl.formatMessage(scrumMessages.blockerSince, {
                date: formatMonthDay(line.since, localeOf(intl)),
              })}
              withinPortal
            >
              <span>
                <BlockerAge days={blockerAgeDays(line.since, date)} />
              </span>
            </Tooltip>
          )}
          <Tooltip label={removeLabel} openDelay={400} withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={removeLabel}
              onClick={() => onRemove(line.key)}
              data-testid="scrum-form-remove-line"
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        color="gray"
        leftSection={<IconPlus size={14} />}
        onClick={() => onAdd()}
        disabled={!canAdd}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`scrum-form-add-${section}`}
      >
        {intl.formatMessage(scrumMessages.addLine)}
      </Button>
    </Stack>
  );
}

/** The team's templates, any of which replaces the note with its content (the default one marked). */
function TemplatePicker({ teamId, onPick }: { readonly teamId: string; readonly onPick: (content: string) => void }) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  const { data, loading } = useQuery(DailyScrumTemplatesDocument, { variables: { teamId }, skip: !asked });
  const templates = data?.dailyScrumTemplates ?? [];

  return (
    <Menu
      opened={opened}
      onChange={(open) => {
        setOpened(open);
        if (open) setAsked(true);
      }}
      position="bottom-end"
      withinPortal
      shadow="md"
      width={280}
    >
      <Menu.Target>
        <Button variant="subtle" size="xs" leftSection={<IconDocument size={14} />} data-testid="scrum-template-picker">
          {intl.formatMessage(scrumMessages.useTemplate)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {loading ? (
          <Menu.Label>{intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}</Menu.Label>
        ) : templates.length === 0 ? (
          <Menu.Label>{intl.formatMessage(scrumMessages.noTemplates)}</Menu.Label>
        ) : (
          templates.map((template) => (
            <Menu.Item
              key={template.id}
              onClick={() => onPick(template.content)}
              rightSection={
                template.isDefault ? (
                  <Badge size="xs" variant="light" tt="none">
                    {intl.formatMessage(scrumMessages.templateDefault)}
                  </Badge>
                ) : undefined
              }
              data-testid="scrum-template-option"
            >
              <Text size="sm" truncate="end">
                {template.title}
              </Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
