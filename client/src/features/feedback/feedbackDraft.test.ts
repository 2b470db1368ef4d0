import { describe, expect, it } from 'vitest';
import { canSubmit, initialDraft, isDirty, isFeedbackMode, todoOwnerId, type DraftRequest } from './feedbackDraft';

const mina = { id: 'mina', name: 'Mina' };
const liam = { id: 'liam', name: 'Liam' };
const request: DraftRequest = {
  id: 'r1',
  content: 'How did the launch go?',
  sender: mina,
  receiver: liam,
  todos: [
    { id: 't1', title: 'Launch plan' },
    { id: 't2', title: null },
  ],
};

describe('the feedback form', () => {
  it('answers a request to the requester, with the request to-dos the viewer may read chosen', () => {
    const draft = initialDraft({ mode: 'respond', request });
    expect(draft).toMatchObject({ receiverId: 'mina', content: '', todoIds: ['t1'] });
    expect(todoOwnerId({ mode: 'respond', request }, draft, 'liam')).toBe('mina');
  });

  it('starts an edit from what was sent, values on their sides', () => {
    const feedback = {
      id: 'f1',
      content: 'Great demo',
      receiver: liam,
      coreValues: [
        { id: 'v1', isPositive: true },
        { id: 'v2', isPositive: false },
      ],
      todos: [{ id: 't9', title: 'Demo' }],
    };
    expect(initialDraft({ mode: 'edit-feedback', feedback })).toEqual({
      receiverId: 'liam',
      content: 'Great demo',
      positiveIds: ['v1'],
      negativeIds: ['v2'],
      todoIds: ['t9'],
    });
  });

  it('offers one own to-dos for a request, the chosen receiver for feedback', () => {
    const draft = { ...initialDraft({ mode: 'send' }), receiverId: 'liam' };
    expect(todoOwnerId({ mode: 'request' }, draft, 'me')).toBe('me');
    expect(todoOwnerId({ mode: 'send' }, draft, 'me')).toBe('liam');
    expect(isFeedbackMode('request')).toBe(false);
    expect(isFeedbackMode('respond')).toBe(true);
  });

  it('is dirty once something is typed or chosen, whatever the order', () => {
    const start = initialDraft({ mode: 'edit-request', request });
    expect(isDirty({ ...start, content: `${start.content}  ` }, start)).toBe(false);
    expect(isDirty({ ...start, todoIds: ['t2', 't1'] }, start)).toBe(false);
    expect(isDirty({ ...start, todoIds: ['t1'] }, start)).toBe(true);
    expect(isDirty({ ...start, content: 'Other' }, start)).toBe(true);
  });

  it('needs a receiver and trimmed text', () => {
    const start = initialDraft({ mode: 'send' });
    expect(canSubmit({ ...start, content: 'Thanks' })).toBe(false);
    expect(canSubmit({ ...start, receiverId: 'liam', content: '   ' })).toBe(false);
    expect(canSubmit({ ...start, receiverId: 'liam', content: 'Thanks' })).toBe(true);
  });
});
