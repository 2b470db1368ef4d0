import { Alert, Button, CloseButton, Drawer, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { IconCalendar, IconLock } from '../../components/icons';
import { PersonLabel } from '../../components/PersonLabel';
import { useToday } from '../../components/work-item';
import { graphql } from '../../gql';
import { modeAllowed, switchTarget, type ConfirmContext, type ConfirmMode } from './confirmMode';
import { todoMessages } from './messages';
import { TodoActionMenu } from './TodoActionMenu';
import { TodoCategoryMenu } from './TodoCategoryMenu';
import { showComments, TodoCommentCount } from './TodoCommentCount';
import { TodoConfirmModal } from './TodoConfirmModal';
import type { FlushContent } from './TodoContentEditor';
import { forgetDrawerEntry } from './drawerHistory';
import { TodoDetailView } from './TodoDetailView';
import { TodoStatusCheckbox } from './TodoStatusCheckbox';
import { TodoTimeBlockView } from './TodoTimeBlockView';
import { TodoTitleEditor } from './TodoTitleEditor';
import { TodoVisibilityToggle } from './TodoVisibilityToggle';
import type { DrawerPlanner, DrawerRequest, DrawerTodo, DrawerView } from './types';
import { useDeleteTodo } from './useDeleteTodo';
import { useRemovePlanner } from './useRemovePlanner';
import { useStopTodo } from './useStopTodo';

interface Props {
  readonly todo: DrawerTodo;
  readonly request: DrawerRequest;
  readonly flushRef: RefObject<FlushContent | null>;
  /** Closes after saving unsaved content. */
  readonly onClose: () => void;
  /** Closes without saving (the to-do is gone). */
  readonly onDismiss: () => void;
}

/** What the drawer shows for a loaded to-do: the header tools, the title and one of the two views. */
export function TodoDrawerContent({ todo, request, flushRef, onClose, onDismiss }: Props) {
  const intl = useIntl();
  const viewer = useViewer();
  const today = useToday();
  const [view, setView] = useState<DrawerView>(request.date ? request.view : 'detail');
  const [confirm, setConfirm] = useState<{ mode: ConfirmMode; planner: DrawerPlanner | null } | null>(null);
  const [stop, stopState] = useStopTodo();
  const [removePlanner, removeState] = useRemovePlanner();
  const [deleteTodo] = useDeleteTodo();
  // The comment button asks for the thread; it is there once the detail view shows.
  const bodyRef = useRef<HTMLDivElement>(null);
  const [wantComments, setWantComments] = useState(0);
  useEffect(() => {
    if (wantComments > 0) showComments(bodyRef.current);
  }, [wantComments]);

  const isColleagues = viewer !== null && todo.owner.id !== viewer.id;
  const closeButton = (
    <CloseButton
      aria-label={intl.formatMessage(todoMessages.close)}
      onClick={onClose}
      data-testid="todo-drawer-close"
    />
  );

  if (todo.masked) {
    return (
      <>
        <Drawer.Header>
          <Drawer.Title>
            <Text fw={700} size="sm" c="gray.7">
              {intl.formatMessage(todoMessages.drawerLabel)}
            </Text>
          </Drawer.Title>
          {closeButton}
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md" data-testid="todo-masked">
            <Group gap={8} wrap="nowrap">
              <IconLock size={18} style={{ color: 'var(--mantine-color-gray-6)' }} />
              <Text fw={700} size="lg" c="gray.6" data-testid="todo-title">
                {intl.formatMessage(todoMessages.privateTitle)}
              </Text>
            </Group>
            <Owner todo={todo} />
            <Text size="sm" c="gray.6">
              {intl.formatMessage(todoMessages.maskedBody)}
            </Text>
          </Stack>
        </Drawer.Body>
      </>
    );
  }

  const datePlanner = request.date
    ? (todo.planners.find((planner) => planner.plannerDate === request.date) ?? null)
    : null;
  const target = confirm?.planner ?? datePlanner;
  const context: ConfirmContext = {
    canDelete: todo.viewerCan.delete,
    canEditTimes: todo.viewerCan.editTimes,
    cancelled: todo.status === 'CANCELLED',
    plannerId: target?.id ?? null,
  };
  const menuContext: ConfirmContext = { ...context, plannerId: datePlanner?.id ?? null };
  const stopDate = request.date ?? today;

  const onConfirm = async (mode: ConfirmMode) => {
    if (mode === 'stop') {
      if ((await stop(todo, stopDate)).ok) setConfirm(null);
    } else if (mode === 'removePlanner') {
      if (target && (await removePlanner(todo.id, target)).ok) setConfirm(null);
    } else {
      // The to-do leaves at once (optimistic); the drawer closes without saving what is gone.
      setConfirm(null);
      onDismiss();
      await deleteTodo(todo);
    }
  };

  return (
    <>
      <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Drawer.Title style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="nowrap">
            <TodoCategoryMenu todo={todo} />
            <TodoVisibilityToggle todo={todo} />
          </Group>
        </Drawer.Title>
        <Group gap={4} wrap="nowrap">
          {request.date && view === 'detail' && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconCalendar size={14} />}
              onClick={() => setView('timeBlock')}
              data-testid="todo-view-time-block"
            >
              {intl.formatMessage(todoMessages.viewTimeBlock)}
            </Button>
          )}
          <TodoCommentCount
            count={todo.commentCount}
            onClick={() => {
              setView('detail');
              setWantComments((value) => value + 1);
            }}
          />
          <TodoActionMenu
            context={menuContext}
            onPick={(mode) => setConfirm({ mode, planner: mode === 'removePlanner' ? datePlanner : null })}
          />
          {closeButton}
        </Group>
      </Drawer.Header>
      <Drawer.Body pt="md" ref={bodyRef}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ paddingTop: 3 }}>
              <TodoStatusCheckbox todo={todo} />
            </div>
            <TodoTitleEditor key={todo.title} todo={todo} />
          </Group>
          {isColleagues && <Owner todo={todo} />}
          {!todo.viewerCan.edit && (
            <Alert color="gray" variant="light" icon={<IconLock size={16} />} p="xs" data-testid="todo-read-only">
              <Text size="xs">{intl.formatMessage(todoMessages.readOnly)}</Text>
            </Alert>
          )}
          {view === 'timeBlock' && request.date ? (
            <TodoTimeBlockView todo={todo} date={request.date} onDetail={() => setView('detail')} />
          ) : (
            <TodoDetailView
              todo={todo}
              selectedDate={request.date}
              flushRef={flushRef}
              onRemovePlanner={(planner) => setConfirm({ mode: 'removePlanner', planner })}
              onNavigate={() => {
                forgetDrawerEntry();
                onClose();
              }}
            />
          )}
        </Stack>
      </Drawer.Body>
      <TodoConfirmModal
        mode={confirm && modeAllowed(confirm.mode, context) ? confirm.mode : null}
        stopDate={stopDate}
        planDate={target?.plannerDate ?? null}
        switchTo={confirm ? switchTarget(confirm.mode, context) : null}
        loading={stopState.loading || removeState.loading}
        onSwitch={(mode) => setConfirm((current) => current && { ...current, mode })}
        onConfirm={(mode) => void onConfirm(mode)}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

function Owner({ todo }: { readonly todo: DrawerTodo }) {
  const intl = useIntl();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="todo-owner">
      <Text size="xs" fw={600} c="gray.7" w={84} style={{ flex: 'none' }}>
        {intl.formatMessage(todoMessages.owner)}
      </Text>
      <PersonLabel user={todo.owner} />
    </Group>
  );
}

/** A to-do as the drawer shows it (masked to-dos of colleagues come with title, content and goal null). */
TodoDrawerContent.fragments = {
  todo: graphql(`
    fragment TodoDrawerContent_todo on Todo {
      id
      title
      masked
      content
      status
      isPublic
      dueDate
      completeDate
      cancelledDate
      registerDate
      updateDate
      commentCount
      category {
        id
        name
        color
        colorName
      }
      goal {
        id
        title
        status
      }
      project {
        id
        name
      }
      owner {
        id
        name
        profileImageUrl
      }
      planners {
        id
        plannerDate
        blocks
      }
      viewerCan {
        edit
        editTimes
        delete
      }
    }
  `),
};
