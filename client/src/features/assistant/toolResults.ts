import type {
  BusyTime,
  ChartOutput,
  ChartValue,
  CreatedReportOutput,
  CreatedTodoOutput,
  FoundNote,
  NoteSearchOutput,
  PlannedTodo,
  TodoDayOutput,
  TodoRangeOutput,
} from '@domain/assistant-tools';

/**
 * The results of the assistant's tools (their types are domain/assistant-tools.ts's), read for their
 * cards. Results are JSON from the socket or the history, where an answer kept long ago may lack a
 * field added since: a result that does not fit gives null (no card), a missing part its default.
 */

export type { BusyTime, PlannedTodo };
export type NoteSearchResult = NoteSearchOutput;
/** A to-do's `colorHex` is empty when the result carried none (kept before it was sent) or none that is #rrggbb: the palette's colour then. */
export type TodoDayResult = TodoDayOutput;
export type TodoRangeResult = TodoRangeOutput;
export type CreatedTodoResult = CreatedTodoOutput;
/** What the report card shows (not the report's text). */
export type ReportResult = Omit<CreatedReportOutput, 'markdown'>;
/** What the chart card shows: the picture only as a PNG data: URL, null otherwise (the card then lists the values). */
export type ChartResult = Pick<ChartOutput, 'title' | 'period' | 'values' | 'total' | 'cut' | 'width' | 'height'> & {
  readonly png: string | null;
};

/** The card a tool's result is shown as; tools without one (find_user_id) show none. */
export type ToolCard =
  | { readonly kind: 'notes'; readonly result: NoteSearchResult }
  | { readonly kind: 'todoDay'; readonly result: TodoDayResult }
  | { readonly kind: 'todoRange'; readonly result: TodoRangeResult }
  | { readonly kind: 'createdTodo'; readonly result: CreatedTodoResult }
  | { readonly kind: 'report'; readonly result: ReportResult }
  | { readonly kind: 'chart'; readonly result: ChartResult };

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const hex = (value: unknown): string => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '');
const slots = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((slot): slot is number => Number.isInteger(slot)) : [];

/** The items of a list that fit, or null when it is not a list. */
function list<T>(value: unknown, read: (item: Json) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item) => {
    const fitting = isRecord(item) ? read(item) : null;
    return fitting ? [fitting] : [];
  });
}

function readNote(item: Json): FoundNote | null {
  const noteId = str(item['noteId']);
  return noteId
    ? {
        noteId,
        title: str(item['title']) ?? '',
        authorName: str(item['authorName']) ?? '',
        registerDate: str(item['registerDate']) ?? '',
      }
    : null;
}

function readPlanned(item: Json): PlannedTodo | null {
  const todoId = str(item['todoId']);
  if (!todoId) return null;
  return {
    todoId,
    plannerId: str(item['plannerId']) ?? '',
    title: str(item['title']),
    masked: item['masked'] === true,
    status: str(item['status']) ?? '',
    category: str(item['category']) ?? '',
    color: str(item['color']) ?? '',
    colorHex: hex(item['colorHex']),
    blocks: slots(item['blocks']),
  };
}

export function readNoteSearch(result: unknown): NoteSearchResult | null {
  if (!isRecord(result)) return null;
  const notes = list(result['notes'], readNote);
  return notes
    ? {
        query: str(result['query']) ?? '',
        total: num(result['total']) ?? notes.length,
        cut: result['cut'] === true,
        notes,
      }
    : null;
}

export function readTodoDay(result: unknown): TodoDayResult | null {
  if (!isRecord(result)) return null;
  const todos = list(result['todos'], readPlanned);
  const date = str(result['date']);
  return todos && date
    ? { date, total: num(result['total']) ?? todos.length, cut: result['cut'] === true, todos }
    : null;
}

export function readTodoRange(result: unknown): TodoRangeResult | null {
  if (!isRecord(result)) return null;
  const days = list(result['days'], readTodoDay);
  const startDate = str(result['startDate']);
  const endDate = str(result['endDate']);
  return days && startDate && endDate ? { startDate, endDate, total: num(result['total']) ?? 0, days } : null;
}

function readBusy(value: unknown): BusyTime | null {
  if (!isRecord(value)) return null;
  const takenBy = str(value['takenBy']);
  return takenBy === null ? null : { takenBy, blocks: slots(value['blocks']), nextFree: slots(value['nextFree']) };
}

export function readCreatedTodo(result: unknown): CreatedTodoResult | null {
  if (!isRecord(result)) return null;
  const todoId = str(result['todoId']);
  const date = str(result['date']);
  if (!todoId || !date) return null;
  return {
    todoId,
    plannerId: str(result['plannerId']),
    title: str(result['title']) ?? '',
    content: str(result['content']),
    date,
    blocks: slots(result['blocks']),
    category: str(result['category']) ?? '',
    color: str(result['color']) ?? '',
    colorHex: hex(result['colorHex']),
    registerDate: str(result['registerDate']) ?? '',
    busy: readBusy(result['busy']),
  };
}

export function readReport(result: unknown): ReportResult | null {
  if (!isRecord(result)) return null;
  const reportId = str(result['reportId']);
  const workspaceId = str(result['workspaceId']);
  const startDate = str(result['startDate']);
  if (!reportId || !workspaceId || !startDate) return null;
  return {
    reportId,
    workspaceId,
    workspaceName: str(result['workspaceName']) ?? '',
    title: str(result['title']) ?? '',
    type: str(result['type']) ?? '',
    startDate,
    endDate: str(result['endDate']) ?? startDate,
  };
}

function readChartValue(item: Json): ChartValue | null {
  const label = str(item['label']);
  const value = num(item['value']);
  return label !== null && value !== null ? { label, value, text: str(item['text']) ?? String(value) } : null;
}

/** A PNG data: URL only: anything else (another scheme, SVG markup) is never put in the page. */
const pngDataUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(value) ? value : null;

/** get_chart: its title, period and values; the picture may be missing or broken (the card then says so and lists the values). */
export function readChart(result: unknown): ChartResult | null {
  if (!isRecord(result)) return null;
  const title = str(result['title']);
  const values = list(result['values'], readChartValue);
  if (!title || !values) return null;
  return {
    title,
    period: str(result['period']) ?? '',
    values,
    total: num(result['total']) ?? values.length,
    cut: result['cut'] === true,
    png: pngDataUrl(result['png']),
    width: num(result['width']) ?? 0,
    height: num(result['height']) ?? 0,
  };
}

/** The card of a finished tool, by its name (spec 3 section 7's tool to feature map), or null. */
export function toolCard(name: string, result: unknown): ToolCard | null {
  switch (name) {
    case 'search_notes': {
      const read = readNoteSearch(result);
      return read && { kind: 'notes', result: read };
    }
    case 'get_todos':
    case 'get_public_todos': {
      const read = readTodoDay(result);
      return read && { kind: 'todoDay', result: read };
    }
    case 'get_todos_range': {
      const read = readTodoRange(result);
      return read && { kind: 'todoRange', result: read };
    }
    case 'create_todo': {
      const read = readCreatedTodo(result);
      return read && { kind: 'createdTodo', result: read };
    }
    case 'get_chart': {
      const read = readChart(result);
      return read && { kind: 'chart', result: read };
    }
    case 'create_daily_report':
    case 'create_weekly_report': {
      const read = readReport(result);
      return read && { kind: 'report', result: read };
    }
    default:
      return null;
  }
}
