import { Badge, type BadgeProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { WorkspaceRole } from '../../gql/graphql';
import { roleColors, roleLabels } from './roles';

/** A workspace role as a small coloured label, in sentence case (Vietnamese role names are long). */
export function RoleBadge({
  role,
  ...props
}: { readonly role: WorkspaceRole } & Omit<BadgeProps, 'children' | 'color'> & { 'data-testid'?: string }) {
  const intl = useIntl();
  return (
    <Badge
      variant="light"
      color={roleColors[role]}
      radius="sm"
      tt="none"
      fw={600}
      style={{ flex: 'none', maxWidth: '100%' }}
      {...props}
    >
      {intl.formatMessage(roleLabels[role])}
    </Badge>
  );
}
