import { describe, expect, it } from 'vitest';
import { EMPTY_NOTE_DOC } from '@domain/note-schema';
import {
  createdNoteState,
  focusAfterCreation,
  isBlankDraft,
  isTempNoteId,
  newNoteHref,
  newTempNoteId,
  noteTargetFromSearch,
  notePath,
  notePdfPath,
} from './newNote';

describe('temporary note ids', () => {
  it('start with temp_ and are told apart from real ids', () => {
    const id = newTempNoteId(() => 'abc');
    expect(id).toBe('temp_abc');
    expect(isTempNoteId(id)).toBe(true);
    expect(isTempNoteId('0b0c5a38-8f0e-4a43-9a1a-52c1d0a8c7e1')).toBe(false);
    expect(isTempNoteId(undefined)).toBe(false);
  });

  it('are different each time by default', () => {
    expect(newTempNoteId()).not.toBe(newTempNoteId());
  });
});

describe('the target of /note/new', () => {
  it('reads a goal or a to-do, with an optional workspace', () => {
    expect(noteTargetFromSearch(new URLSearchParams('goalId=g1'))).toEqual({ goalId: 'g1' });
    expect(noteTargetFromSearch(new URLSearchParams('todoId=t1&workspaceId=w1'))).toEqual({
      todoId: 't1',
      workspaceId: 'w1',
    });
  });

  it('is missing without a goal or a to-do (the id-required message)', () => {
    expect(noteTargetFromSearch(new URLSearchParams(''))).toBeNull();
    expect(noteTargetFromSearch(new URLSearchParams('goalId=%20&workspaceId=w1'))).toBeNull();
  });

  it('round-trips through the address', () => {
    const href = newNoteHref({ todoId: 't 1', workspaceId: 'w1' });
    expect(href).toBe('/note/new?todoId=t+1&workspaceId=w1');
    expect(noteTargetFromSearch(new URLSearchParams(href.split('?')[1]))).toEqual({ todoId: 't 1', workspaceId: 'w1' });
    expect(notePath('n1')).toBe('/note/n1');
  });
});

describe('notePdfPath', () => {
  it('is the export route of the note', () => {
    expect(notePdfPath('0f8f6f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(
      '/notes/0f8f6f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/export.pdf',
    );
  });
});

describe('a new note before its first key', () => {
  it('is blank while the title is spaces and the document the empty one', () => {
    expect(isBlankDraft('', null)).toBe(true);
    expect(isBlankDraft('  ', { ...EMPTY_NOTE_DOC })).toBe(true);
    expect(isBlankDraft('P', null)).toBe(false);
    expect(
      isBlankDraft('', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '가' }] }] }),
    ).toBe(false);
  });

  it('hands the note page where the keyboard was, and an ordinary visit nothing', () => {
    expect(focusAfterCreation(createdNoteState('content'))).toBe('content');
    expect(focusAfterCreation(null)).toBeNull();
    expect(focusAfterCreation({ createdNoteFocus: 'menu' })).toBeNull();
  });
});
