import { Badge, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconThumbUp, IconTrendingUp } from '../../components/icons';
import { feedbackMessages } from './messages';

interface Value {
  readonly id: string;
  readonly name: string;
  readonly isPositive: boolean;
  readonly active: boolean;
}

/**
 * A feedback's core values (spec 3 section 2): strengths in green with a thumb, things to work on in
 * orange with a rising line, strengths first; a value deleted since stays, muted.
 */
export function CoreValueBadges({ values }: { readonly values: readonly Value[] }) {
  const intl = useIntl();
  if (values.length === 0) return null;
  const ordered = [...values.filter((value) => value.isPositive), ...values.filter((value) => !value.isPositive)];
  return (
    <Group gap={6} data-testid="feedback-values">
      {ordered.map((value) => {
        const label = intl.formatMessage(
          value.isPositive ? feedbackMessages.strengthValue : feedbackMessages.toWorkOnValue,
          { name: value.name },
        );
        return (
          <Badge
            key={value.id}
            size="md"
            radius="sm"
            tt="none"
            fw={600}
            variant={value.active ? 'light' : 'outline'}
            color={value.active ? (value.isPositive ? 'teal' : 'orange') : 'gray'}
            opacity={value.active ? 1 : 0.75}
            leftSection={
              value.isPositive ? <IconThumbUp size={13} stroke={2} /> : <IconTrendingUp size={13} stroke={2} />
            }
            aria-label={label}
            title={value.active ? label : `${label}. ${intl.formatMessage(feedbackMessages.inactiveValue)}`}
            style={{ maxWidth: '100%' }}
            data-positive={value.isPositive}
            data-active={value.active}
          >
            {value.name}
          </Badge>
        );
      })}
    </Group>
  );
}
