import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementProblem,
  normalizeAnnouncement,
} from './announcement.js';

describe('announcements', () => {
  it('keep the title on one line and trim both', () => {
    expect(normalizeAnnouncement('  Office closed\r\n on Friday ', '\r\nSee you Monday.\r\nThe team  ')).toEqual({
      title: 'Office closed on Friday',
      body: 'See you Monday.\nThe team',
    });
    expect(normalizeAnnouncement('Title', null)).toEqual({ title: 'Title', body: '' });
  });

  it('need a title of at most 100 characters and a body of at most 500', () => {
    expect(announcementProblem(normalizeAnnouncement(' \n ', 'body'))).toBe('TITLE_REQUIRED');
    expect(
      announcementProblem({ title: 'a'.repeat(ANNOUNCEMENT_TITLE_MAX), body: 'b'.repeat(ANNOUNCEMENT_BODY_MAX) }),
    ).toBeNull();
    expect(announcementProblem({ title: 'a'.repeat(ANNOUNCEMENT_TITLE_MAX + 1), body: '' })).toBe('TITLE_TOO_LONG');
    expect(announcementProblem({ title: 'a', body: 'b'.repeat(ANNOUNCEMENT_BODY_MAX + 1) })).toBe('BODY_TOO_LONG');
  });
});
