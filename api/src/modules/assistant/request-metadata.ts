import { dayRange, isDay, isUuid, type ChatRequestData } from '@domain/assistant-protocol.js';
import type { RequestMetadata } from './assistant.entity.js';
import type { AssistantRequestMetadata } from './assistant.types.js';

const textOf = (value: unknown, max = 100): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
const dayOf = (value: unknown): string | null => (isDay(value) ? value : null);
const idOf = (value: unknown): string | null => (isUuid(value) ? value : null);

/**
 * What is kept of a request beside its text: its id, the time zone and language it was answered in, and
 * the data it was sent with (already read by `readChatRequest`: each field checked, a client's JSON is
 * never stored as it came).
 */
export function requestMetadata(
  requestId: string,
  timezone: string,
  language: string,
  data: ChatRequestData,
): RequestMetadata {
  return {
    requestId: requestId.slice(0, 100),
    timezone,
    language,
    feature: data.feature ?? null,
    selectedDate: data.selectedDate ?? null,
    selectedDateRange: data.selectedDateRange ?? null,
    selectedWorkspace: data.selectedWorkspace ?? null,
    noteId: data.noteId ?? null,
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
    selectedDateRange: dayRange(stored.selectedDateRange),
    selectedWorkspaceId: idOf(stored.selectedWorkspace),
    noteId: idOf(stored.noteId),
  };
}
