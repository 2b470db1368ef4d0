import type { RequestMetadata } from './assistant.entity.js';
import type { AssistantRequestMetadata } from './assistant.types.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textOf = (value: unknown, max = 100): string | null => (typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null);
const dayOf = (value: unknown): string | null => (typeof value === 'string' && DAY.test(value) ? value : null);
const idOf = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value) ? value : null);

function rangeOf(value: unknown): { start: string; end: string } | null {
  if (!value || typeof value !== 'object') return null;
  const { start, end } = value as Record<string, unknown>;
  const [from, to] = [dayOf(start), dayOf(end)];
  return from && to ? { start: from, end: to } : null;
}

/**
 * What is kept of a request beside its text: its id, the time zone and language it was answered in, and
 * the data it was sent with, each checked (a client's JSON is never stored as it came).
 */
export function requestMetadata(requestId: string, timezone: string, language: string, data: Record<string, unknown> | undefined): RequestMetadata {
  const sent = data ?? {};
  return {
    requestId: requestId.slice(0, 100),
    timezone,
    language,
    feature: textOf(sent.feature, 40),
    selectedDate: dayOf(sent.selectedDate),
    selectedDateRange: rangeOf(sent.selectedDateRange),
    selectedWorkspace: idOf(sent.selectedWorkspace),
    noteId: idOf(sent.noteId),
  };
}

/** The kept metadata as the schema gives it; messages kept before the request's id and language were (only the data) read as well. */
export function metadataFields(stored: RequestMetadata | null | undefined): AssistantRequestMetadata | null {
  if (!stored) return null;
  return {
    requestId: textOf(stored.requestId),
    timezone: textOf(stored.timezone),
    language: textOf(stored.language),
    feature: textOf(stored.feature, 40),
    selectedDate: dayOf(stored.selectedDate),
    selectedDateRange: rangeOf(stored.selectedDateRange),
    selectedWorkspaceId: idOf(stored.selectedWorkspace),
    noteId: idOf(stored.noteId),
  };
}
