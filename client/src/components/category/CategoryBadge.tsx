// Shared: a category as a coloured dot plus its translated name.
import { Group, Text, type MantineSize } from '@mantine/core';
import { useIntl } from 'react-intl';
import { categoryLabel } from './messages';

export interface CategoryLike {
  readonly name: string;
  readonly color: string;
}

/** The translated display name of a category (the raw name when it is not one of the six). */
export function useCategoryName(): (category: Pick<CategoryLike, 'name'>) => string {
  const intl = useIntl();
  return (category) => {
    const message = categoryLabel(category.name);
    return message ? intl.formatMessage(message) : category.name;
  };
}

export function CategoryDot({
  color,
  size = 8,
  title,
}: {
  readonly color: string;
  readonly size?: number;
  readonly title?: string;
}) {
  return (
    <span
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
      title={title}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
      }}
    />
  );
}

export function CategoryBadge({
  category,
  size = 'sm',
}: {
  readonly category: CategoryLike;
  readonly size?: MantineSize;
}) {
  const name = useCategoryName()(category);
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }} data-category={category.name}>
      <CategoryDot color={category.color} />
      <Text size={size} truncate>
        {name}
      </Text>
    </Group>
  );
}
