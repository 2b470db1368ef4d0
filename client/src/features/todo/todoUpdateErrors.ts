import { errorMessages, type ErrorOverrides } from '../../apollo/errorMessages';

/**
 * The words of a refused change to a to-do: a to-do that is gone by the time a change reaches it
 * (deleted in another window, by the assistant) reads as invalid to-do data, not as a failed load.
 */
export const todoUpdateErrorOverrides: ErrorOverrides = { TO_DO_NOT_FOUND: errorMessages.todoDataInvalid };
