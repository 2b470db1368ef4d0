import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconLink } from '../../../components/icons';
import { toolbarMessages } from '../messages';
import { normalizeHref } from './commands';
import { ToolbarButton } from './ToolbarButton';

/** The link toggle: asks for the address in a small popover; on a link, it can also remove it. */
export function LinkButton({
  active,
  disabled,
  currentHref,
  onApply,
  onRemove,
}: {
  readonly active: boolean;
  readonly disabled?: boolean;
  readonly currentHref: () => string;
  readonly onApply: (href: string) => void;
  readonly onRemove: () => void;
}) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setValue(currentHref());
    setError(null);
    setOpened(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizeHref(value);
    if (!href) {
      setError(intl.formatMessage(toolbarMessages.linkInvalid));
      return;
    }
    setOpened(false);
    onApply(href);
  };

  return (
    // The target is a span (for the tooltip), so the button says it opens the form, not the span.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus
      withRoles={false}
    >
      <Popover.Target>
        <span>
          <ToolbarButton
            label={intl.formatMessage(toolbarMessages.link)}
            active={active}
            disabled={disabled}
            expanded={opened}
            onClick={() => (opened ? setOpened(false) : open())}
          >
            <IconLink size={17} />
          </ToolbarButton>
        </span>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit}>
          <Stack gap="xs" w={280}>
            <TextInput
              size="xs"
              label={intl.formatMessage(toolbarMessages.linkAddress)}
              placeholder="https://"
              value={value}
              error={error}
              data-autofocus
              onChange={(event) => setValue(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              {active && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setOpened(false);
                    onRemove();
                  }}
                >
                  {intl.formatMessage(toolbarMessages.linkRemove)}
                </Button>
              )}
              <Button size="xs" type="submit">
                {intl.formatMessage(toolbarMessages.linkApply)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
