/**
 * Requests as people type them, with what the offline engine should read in each (issue 17: at least
 * 60 a language, at least 90% read right). The unit test scores the readers on them; grow the lists with
 * every phrasing a user reports misread. One file a language under phrasings/, one import point here.
 *
 * Scores (share read right):
 * - held-out, 2026-11-24 (new phrasings written before the readers ran on them): Korean __, English __, Vietnamese __.
 */
export { TODAY, type Phrasing } from './phrasings/expect.js';
export { ENGLISH } from './phrasings/en.js';
export { KOREAN } from './phrasings/ko.js';
export { VIETNAMESE } from './phrasings/vi.js';
