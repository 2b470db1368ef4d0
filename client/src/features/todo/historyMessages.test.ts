import { describe, expect, it } from 'vitest';
import { historyMessageOf } from './historyMessages';

describe('the sentence of a to-do change', () => {
  it('tells each field and each direction of a status change', () => {
    expect(historyMessageOf({ field: 'todo', oldValue: null, newValue: 'Draft' })).toBe('created');
    expect(historyMessageOf({ field: 'is_public', oldValue: 'true', newValue: 'false' })).toBe('madePrivate');
    expect(historyMessageOf({ field: 'due_date', oldValue: '2027-01-01', newValue: null })).toBe('dueCleared');
    expect(historyMessageOf({ field: 'goal', oldValue: null, newValue: 'goal' })).toBe('goalLinked');
    expect(historyMessageOf({ field: 'status', oldValue: 'IN_PROGRESS', newValue: 'CANCELLED' })).toBe('stopped');
    expect(historyMessageOf({ field: 'status', oldValue: 'CANCELLED', newValue: 'IN_PROGRESS' })).toBe('resumed');
    expect(historyMessageOf({ field: 'status', oldValue: 'COMPLETED', newValue: 'IN_PROGRESS' })).toBe('reopened');
    expect(historyMessageOf({ field: 'unknown', oldValue: null, newValue: null })).toBeNull();
  });
});
