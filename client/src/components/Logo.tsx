import { Group, Text } from '@mantine/core';

/** The Quarter mark: four quarter-hour blocks, filling up. */
export function LogoMark({ size = 24 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-7)" />
      <rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="1.5" fill="#fff" opacity=".55" />
      <rect x="7" y="17" width="8" height="8" rx="1.5" fill="#fff" opacity=".55" />
      <rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fff" opacity=".3" />
    </svg>
  );
}

export function Logo({
  size = 24,
  withText = true,
  textClassName,
}: {
  readonly size?: number;
  readonly withText?: boolean;
  readonly textClassName?: string;
}) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <LogoMark size={size} />
      {withText && (
        <Text
          component="span"
          className={textClassName}
          fw={800}
          fz={size * 0.72}
          lh={1}
          c="gray.9"
          style={{ letterSpacing: '-0.01em' }}
        >
          Quarter
        </Text>
      )}
    </Group>
  );
}
