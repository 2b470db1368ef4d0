import { useQuery } from '@apollo/client/react';
import { Button, Menu } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLoggedLoadFailure } from '../../apollo/useLoggedLoadFailure';
import { CategoryDot, useCategoryName } from '../../components/category';
import { IconCheck, IconChevronDown } from '../../components/icons';
import { todoMessages } from './messages';
import { TodoCategoriesDocument } from './operations';
import type { DrawerTodo } from './types';
import { useUpdateTodo } from './useUpdateTodo';

/** The category menu: the six categories with their colours; the pick shows at once. */
export function TodoCategoryMenu({ todo }: { readonly todo: DrawerTodo }) {
  const intl = useIntl();
  const nameOf = useCategoryName();
  const { data, error } = useQuery(TodoCategoriesDocument);
  useLoggedLoadFailure(error, 'the categories');
  const [update] = useUpdateTodo();
  const label = intl.formatMessage(todoMessages.category);

  return (
    <Menu position="bottom-start" shadow="md" width={200} disabled={!todo.viewerCan.edit}>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<CategoryDot color={todo.category.color} />}
          rightSection={todo.viewerCan.edit ? <IconChevronDown size={14} /> : null}
          aria-label={`${label}: ${nameOf(todo.category)}`}
          disabled={!todo.viewerCan.edit}
          data-testid="todo-category"
        >
          {nameOf(todo.category)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {(data?.categories ?? []).map((category) => (
          <Menu.Item
            key={category.id}
            leftSection={<CategoryDot color={category.color} size={10} />}
            rightSection={category.id === todo.category.id ? <IconCheck size={14} /> : null}
            onClick={() => {
              if (category.id !== todo.category.id) void update(todo, { categoryId: category.id }, { category });
            }}
          >
            {nameOf(category)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
