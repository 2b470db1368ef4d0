import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** Marks the viewer's own row in member lists. */
export function YouBadge() {
  return (
    <Badge size="xs" variant="light" color="brand" radius="sm" tt="none" style={{ flex: 'none' }}>
      <FormattedMessage id="workspace.members.you" defaultMessage="You" />
    </Badge>
  );
}
