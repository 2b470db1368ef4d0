/**
 * Following the conversation as it grows (spec 3 section 9): new content scrolls the list to the
 * bottom when the reader was within 100 px of it; turning the wheel stops that, and following
 * resumes once the wheel has been still for 3 s with the reader within 70 px of the bottom.
 */
export const FOLLOW_THRESHOLD_PX = 100;
export const RESUME_THRESHOLD_PX = 70;
export const WHEEL_IDLE_MS = 3_000;

export interface ScrollBox {
  readonly scrollHeight: number;
  readonly scrollTop: number;
  readonly clientHeight: number;
}

export const distanceFromBottom = (box: ScrollBox): number =>
  Math.max(0, box.scrollHeight - box.scrollTop - box.clientHeight);

/** New content pulls the list down: not while the wheel paused following, and only for a reader near the bottom. */
export const shouldFollow = (distanceBefore: number, wheelPaused: boolean): boolean =>
  !wheelPaused && distanceBefore <= FOLLOW_THRESHOLD_PX;

/** After the wheel was still for 3 s: following resumes near the bottom only. */
export const mayResume = (distance: number): boolean => distance <= RESUME_THRESHOLD_PX;

/** The "to the latest" button shows once the reader is farther than the follow threshold. */
export const showJumpButton = (distance: number): boolean => distance > FOLLOW_THRESHOLD_PX;
