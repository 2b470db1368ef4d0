import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeApiError } from '../../apollo/errorMessages';
import type { ApiError } from '../../apollo/errors';
import en from '../../i18n/locales/en-US.json';
import ko from '../../i18n/locales/ko-KR.json';
import { todoUpdateErrorOverrides } from './todoUpdateErrors';

const missingTodo: ApiError = {
  code: 'NOT_FOUND',
  reason: 'TO_DO_NOT_FOUND',
  field: null,
  requestId: null,
  message: 'To-do not found.',
};

describe('a change to a to-do that is gone', () => {
  it('reads as invalid to-do data, apart from a to-do that cannot be loaded', () => {
    const intl = createIntl({ locale: 'en-US', messages: en });
    const words = (overrides = {}) => {
      const { descriptor, values } = describeApiError(missingTodo, overrides);
      return intl.formatMessage(descriptor, values);
    };
    expect(words(todoUpdateErrorOverrides)).toBe(
      'Invalid to-do data: this to-do no longer exists. It may have been deleted.',
    );
    expect(words()).toBe('The to-do cannot be found.');
  });

  it('keeps the other reasons of an update as they are', () => {
    const goalGone: ApiError = { ...missingTodo, reason: 'GOAL_NOT_FOUND' };
    expect(describeApiError(goalGone, todoUpdateErrorOverrides).descriptor.id).toBe('error.goalNotFound');
  });

  it('reads in Korean', () => {
    const intl = createIntl({ locale: 'ko-KR', messages: ko });
    expect(intl.formatMessage(describeApiError(missingTodo, todoUpdateErrorOverrides).descriptor)).toBe(
      '할 일 데이터가 올바르지 않습니다. 이 할 일은 더 이상 없습니다. 삭제되었을 수 있습니다.',
    );
  });
});
