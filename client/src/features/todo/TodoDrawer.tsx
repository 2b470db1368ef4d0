import { Alert, Button, CloseButton, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconAlert } from '../../components/icons';
import { useBackCloses } from './drawerHistory';
import { todoMessages } from './messages';
import type { FlushContent } from './TodoContentEditor';
import { TodoDrawerContent } from './TodoDrawerContent';
import { TodoNotFoundDialog } from './TodoNotFoundDialog';
import type { DrawerRequest, DrawerTodo } from './types';
import { useTodoDrawerData } from './useTodoDrawerData';

export const TODO_DRAWER_WIDTH = 480;

/**
 * The one to-do drawer (right side). Closing first saves unsaved content; a missing to-do opens the
 * not-found dialog instead; a to-do that fails to load says so with its id.
 */
export function TodoDrawer({
  request,
  onClose,
}: {
  readonly request: DrawerRequest | null;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  // The last request stays rendered while the drawer slides out.
  const last = useRef<DrawerRequest | null>(request);
  if (request) last.current = request;
  const shown = request ?? last.current;
  const data = useTodoDrawerData(request?.todoId ?? null);
  const { notFound, failed, loading, retry } = data;
  // The last to-do too, so that the drawer does not empty itself while it slides out.
  const lastTodo = useRef<DrawerTodo | null>(null);
  if (data.todo) lastTodo.current = data.todo;
  const todo = request ? data.todo : lastTodo.current;
  const dismiss = () => {
    lastTodo.current = null;
    onClose();
  };
  const flushRef = useRef<FlushContent | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // The loading header (and its close button, which had the focus) gives way to the to-do: the focus
  // then stays in the drawer instead of falling back to the page behind it.
  const loaded = Boolean(request && todo);
  useEffect(() => {
    const content = contentRef.current;
    if (!loaded || !content || (document.activeElement && document.activeElement !== document.body)) return;
    content.querySelector<HTMLElement>('button:not([disabled]), [href], input, [tabindex="0"]')?.focus();
  }, [loaded]);

  const close = () => {
    const flush = flushRef.current;
    if (!flush) return onClose();
    void flush().finally(onClose);
  };

  // Back closes the drawer (or the not-found dialog) before it leaves the page.
  useBackCloses(request !== null, close);

  // Mantine's own Escape handling listens on the window, so Escape in the confirmation modal or a
  // picker above the drawer would close both: only Escape from inside the drawer itself closes it.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (!contentRef.current?.contains(target) || target.getAttribute('data-mantine-stop-propagation') === 'true')
      return;
    close();
  };

  return (
    <>
      <Drawer.Root
        opened={request !== null && !notFound}
        onClose={close}
        position="right"
        size={TODO_DRAWER_WIDTH}
        zIndex={250}
        closeOnEscape={false}
      >
        <Drawer.Overlay backgroundOpacity={0.12} />
        <Drawer.Content
          ref={contentRef}
          aria-label={intl.formatMessage(todoMessages.drawerLabel)}
          data-testid="todo-drawer"
        >
          {/* Drawer.Content drops onKeyDown: Escape is caught on this layout-neutral wrapper. */}
          <div onKeyDown={onKeyDown} style={{ display: 'contents' }}>
            {todo && shown ? (
              <TodoDrawerContent
                key={shown.serial}
                todo={todo}
                request={shown}
                flushRef={flushRef}
                onClose={close}
                onDismiss={dismiss}
              />
            ) : (
              <>
                <Drawer.Header>
                  <Drawer.Title>
                    <Text fw={700} size="sm" c="gray.7">
                      {intl.formatMessage(todoMessages.drawerLabel)}
                    </Text>
                  </Drawer.Title>
                  <CloseButton aria-label={intl.formatMessage(todoMessages.close)} onClick={onClose} />
                </Drawer.Header>
                <Drawer.Body>
                  {failed && shown ? (
                    <Alert color="red" variant="light" icon={<IconAlert size={18} />} data-testid="todo-load-failed">
                      <Stack gap="sm" align="flex-start">
                        <Text size="sm">{intl.formatMessage(todoMessages.loadFailed, { id: shown.todoId })}</Text>
                        <Button size="compact-sm" variant="light" color="red" onClick={retry}>
                          {intl.formatMessage(todoMessages.retry)}
                        </Button>
                      </Stack>
                    </Alert>
                  ) : (
                    loading && <DrawerSkeleton />
                  )}
                </Drawer.Body>
              </>
            )}
          </div>
        </Drawer.Content>
      </Drawer.Root>
      <TodoNotFoundDialog opened={request !== null && notFound} title={request?.title ?? null} onClose={onClose} />
    </>
  );
}

function DrawerSkeleton() {
  return (
    <Stack gap="md" data-testid="todo-drawer-loading">
      <Group gap="sm" wrap="nowrap">
        <Skeleton circle height={22} />
        <Skeleton height={22} width="70%" />
      </Group>
      <Skeleton height={14} width="40%" />
      <Skeleton height={14} width="55%" />
      <Skeleton height={120} />
      <Skeleton height={14} width="30%" />
      <Skeleton height={28} />
    </Stack>
  );
}
