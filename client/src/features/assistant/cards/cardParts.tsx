import { BASIC_CATEGORIES } from '@domain/categories';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../app/useViewer';
import type { CategoryLike } from '../../../components/category';
import classes from '../assistant.module.css';

const GRAY = BASIC_CATEGORIES.find((category) => category.name === 'Etc')!.color;

/** A tool's category (its English key, colour name and #rrggbb colour): the colour sent, else (empty) the palette's. */
export function categoryOf(name: string, colorName: string, colorHex: string): CategoryLike {
  if (colorHex) return { name, color: colorHex };
  const color =
    BASIC_CATEGORIES.find((category) => category.name === name)?.color ??
    BASIC_CATEGORIES.find((category) => category.colorName === colorName)?.color ??
    GRAY;
  return { name, color };
}

/** A calendar day ("11월 25일 (수)", "Wed, Nov 25"). */
export function useDayLabel(): (date: string) => string {
  const intl = useIntl();
  return (date) =>
    intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', month: 'short', day: 'numeric', weekday: 'short' });
}

/** A moment in the viewer's time zone, as a date or a date and time. */
export function useMomentLabel(): (iso: string, withTime?: boolean) => string {
  const intl = useIntl();
  const timeZone = useViewer()?.timezone || undefined;
  return (iso, withTime = false) => {
    if (!iso || Number.isNaN(Date.parse(iso))) return '';
    const options = withTime
      ? ({ month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const)
      : ({ year: 'numeric', month: '2-digit', day: '2-digit' } as const);
    try {
      return intl.formatDate(iso, { ...options, timeZone });
    } catch {
      return intl.formatDate(iso, options);
    }
  };
}

/** The frame of a card (445 px): a heading line with an icon, then the body. */
export function CardFrame({
  icon,
  title,
  aside,
  testId,
  children,
}: {
  readonly icon: ReactNode;
  readonly title: ReactNode;
  readonly aside?: ReactNode;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <section className={classes.card} data-testid={testId}>
      <Group gap={8} wrap="nowrap" mb={6}>
        {icon}
        <Text size="sm" fw={700} style={{ flex: 1, minWidth: 0 }} truncate="end">
          {title}
        </Text>
        {aside}
      </Group>
      {children}
    </section>
  );
}
