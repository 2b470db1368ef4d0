import { errors } from './errors.js';

/** Checks offset paging arguments: the offset from 0, the size from 1 to the list's maximum. */
export function checkPage(offset: number, size: number, max: number): void {
  if (offset < 0) throw errors.badInput('offset', 'INVALID_OFFSET', 'The offset starts at 0.');
  if (size < 1 || size > max)
    throw errors.badInput('size', 'INVALID_PAGE_SIZE', `The page size goes from 1 to ${max}.`);
}
