/** How many of a report's receivers have read it: "read by n of m". */
export function readCount(receivers: readonly { readonly isRead: boolean }[]): {
  readonly read: number;
  readonly total: number;
} {
  return { read: receivers.filter((receiver) => receiver.isRead).length, total: receivers.length };
}
