/** Notifications per page of the bell's list (the bell fetches the first page before the panel opens). */
export const NOTIFICATION_PAGE_SIZE = 10;
/** The next page loads when the list is scrolled within this many pixels of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 20;
