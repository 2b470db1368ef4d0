import { useQuery } from '@apollo/client/react';
import { Button, Modal, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { QUICK_FIND_MIN_LENGTH, quickFindMatch, quickFindText, type QuickFindKind } from '@domain/quick-find';
import type { IconProps } from '../../components/appIcon';
import { FoldedHighlight } from '../../components/FoldedHighlight';
import { IconBoard, IconChecklist, IconNote, IconSearch, IconTarget, IconUsers } from '../../components/icons';
import { quickFindMessages } from './messages';
import { QuickFindDocument } from './operations';
import { groupHits, hitPath, moveActive, type QuickFindHitView } from './quickFindHits';
import classes from './quickFind.module.css';

/** Typing settles for this long before the question goes out. */
const DEBOUNCE_MS = 150;

const KIND_ICONS: Record<QuickFindKind, ComponentType<IconProps>> = {
  GOAL: IconTarget,
  PROJECT: IconBoard,
  NOTE: IconNote,
  TODO: IconChecklist,
  PERSON: IconUsers,
};

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/**
 * The quick switcher (issue 13): a search field over a list of hits grouped by kind, as a combobox
 * (the field keeps the focus; arrow keys move the active option, Enter opens it, Escape closes).
 * Asks the API once typing settles, keeps the last hits while the next ones come, and says what to
 * do when the text is too short, nothing matches or the question failed.
 */
export default function QuickFindDialog({ opened, onClose }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const ids = useId();
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const [typed, setTyped] = useState('');
  const [text] = useDebouncedValue(quickFindText(typed), DEBOUNCE_MS);
  const searchable = quickFindMatch(text) !== 'none';
  const { data, previousData, loading, error, refetch } = useQuery(QuickFindDocument, {
    variables: { text },
    skip: !searchable,
    fetchPolicy: 'cache-and-network',
  });
  const hits: readonly QuickFindHitView[] = searchable ? ((data ?? previousData)?.quickFind ?? []) : [];
  const groups = groupHits(hits);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  // A new answer starts at its first hit.
  useEffect(() => setActive(0), [data]);
  useEffect(() => {
    if (!opened) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => {
    onClose();
    setTyped('');
  };
  const openHit = (hit: QuickFindHitView) => {
    close();
    void navigate(hitPath(hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // a Korean syllable being composed
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, hits.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = groups.flatMap((group) => group.hits).find((entry) => entry.index === active)?.hit;
      if (hit) openHit(hit);
    }
  };

  const waiting = searchable && !data && !previousData && loading;
  const showList = searchable && hits.length > 0;

  return (
    <Modal.Root opened={opened} onClose={close} size={560} yOffset="12vh" returnFocus>
      <Modal.Overlay />
      <Modal.Content aria-label={intl.formatMessage(quickFindMessages.dialogLabel)} data-testid="quick-find">
        <Modal.Body p={0}>
          <TextInput
            data-autofocus
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={intl.formatMessage(quickFindMessages.placeholder)}
            aria-label={intl.formatMessage(quickFindMessages.inputLabel)}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            leftSection={<IconSearch size={18} aria-hidden />}
            variant="unstyled"
            size="lg"
            px="sm"
            styles={{ input: { fontSize: 'var(--mantine-font-size-md)' } }}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            spellCheck={false}
            autoComplete="off"
          />
          <div className={classes.results} ref={listRef}>
            <div
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage(quickFindMessages.dialogLabel)}
              hidden={!showList}
            >
              {groups.map((group) => {
                const Icon = KIND_ICONS[group.kind];
                const labelId = `${ids}-${group.kind}`;
                return (
                  <div
                    key={group.kind}
                    role="group"
                    aria-labelledby={labelId}
                    data-testid={`quick-find-group-${group.kind}`}
                  >
                    <div id={labelId} className={classes.groupLabel} role="presentation">
                      {intl.formatMessage(quickFindMessages[group.kind])}
                    </div>
                    {group.hits.map(({ hit, index }) => (
                      <div
                        key={`${hit.kind}-${hit.id}`}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === active}
                        className={classes.option}
                        onMouseMove={() => setActive(index)}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => openHit(hit)}
                      >
                        <Icon size={18} className={classes.optionIcon} aria-hidden />
                        <FoldedHighlight highlight={text} className={classes.optionTitle} title={hit.title}>
                          {hit.title}
                        </FoldedHighlight>
                        <span className={classes.optionWorkspace}>
                          {hit.workspaceName ?? intl.formatMessage(quickFindMessages.noWorkspace)}
                        </span>
                      </div>
                    ))}
                  </div>
                );
              })}
            </div>
            {!searchable && (
              <div className={classes.state}>
                {intl.formatMessage(quickFindMessages.hint, { count: QUICK_FIND_MIN_LENGTH })}
              </div>
            )}
            {waiting && (
              <Stack
                gap={10}
                px={16}
                py={12}
                aria-label={intl.formatMessage(quickFindMessages.searching)}
                role="status"
              >
                <Skeleton height={14} width="70%" />
                <Skeleton height={14} width="55%" />
                <Skeleton height={14} width="62%" />
              </Stack>
            )}
            {searchable && error && !loading && (
              <Stack gap={8} className={classes.state} align="flex-start" role="alert">
                <span>{intl.formatMessage(quickFindMessages.failed)}</span>
                <Button size="xs" variant="light" onClick={() => void refetch()}>
                  {intl.formatMessage(quickFindMessages.retry)}
                </Button>
              </Stack>
            )}
            {searchable && data && !error && hits.length === 0 && (
              <div className={classes.state} data-testid="quick-find-empty">
                {intl.formatMessage(quickFindMessages.empty, { text })}
              </div>
            )}
          </div>
          <div className={classes.footer}>
            <span aria-hidden>{intl.formatMessage(quickFindMessages.keys)}</span>
            <span role="status">
              {showList ? intl.formatMessage(quickFindMessages.results, { count: hits.length }) : ''}
            </span>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
