import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import type { ChatCompletionChunk, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { AssistantFailure } from '@domain/assistant-failures.js';

export interface ModelSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** A request that streams nothing for this long fails with MODEL_TIMEOUT. */
  firstTokenMs: number;
  /** Everything one answer asks of the model ends by then (MODEL_DEADLINE). */
  deadlineMs: number;
}

/** The model could not give an answer; the reason is what the user is told. */
export class ModelFailure extends Error {
  constructor(
    readonly reason: AssistantFailure,
    options?: { cause?: unknown },
  ) {
    super(`The model failed: ${reason}`, options);
  }
}

/**
 * The client of the model endpoint. No retries: a retry of a hung or refusing endpoint only makes the
 * user wait longer, and they can ask again; the first-token timer and the deadline bound each call.
 */
export function modelClient(settings: ModelSettings): OpenAI {
  return new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? 'not-needed',
    maxRetries: 0,
    timeout: settings.deadlineMs,
  });
}

/** A signal that aborts once the answer's deadline has passed; `stop` clears its timer when the answer is done. */
export function answerDeadline(ms: number): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/**
 * One streamed completion, chunk by chunk. The first chunk must come within `firstTokenMs` of the request
 * and the whole stream end before `deadline` aborts; either failure, and every refusal of the endpoint,
 * is thrown as a ModelFailure with the reason the user is told.
 */
export async function* completionChunks(
  client: OpenAI,
  body: ChatCompletionCreateParamsStreaming,
  firstTokenMs: number,
  deadline: AbortSignal,
): AsyncGenerator<ChatCompletionChunk> {
  const firstToken = new AbortController();
  const timer = setTimeout(() => firstToken.abort(), firstTokenMs);
  const signal = AbortSignal.any([deadline, firstToken.signal]);
  const why = () => (deadline.aborted ? 'MODEL_DEADLINE' : 'MODEL_TIMEOUT');
  try {
    const stream = await client.chat.completions.create(body, { signal });
    for await (const chunk of stream) {
      clearTimeout(timer);
      yield chunk;
    }
    // The client ends an aborted stream quietly: say why it ended.
    if (signal.aborted) throw new ModelFailure(why());
  } catch (error) {
    if (error instanceof ModelFailure) throw error;
    throw new ModelFailure(signal.aborted ? why() : failureOf(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** What the user is told of an error of the endpoint (the OpenAI client's error classes, by HTTP status); any other answer is MODEL_FAILED. */
function failureOf(error: unknown): AssistantFailure {
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return 'MODEL_TIMEOUT';
  if (error instanceof APIConnectionError) return 'MODEL_UNREACHABLE';
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) return 'MODEL_KEY_REFUSED';
  if (error instanceof RateLimitError) return 'MODEL_RATE_LIMITED';
  if (error instanceof NotFoundError) return 'MODEL_NOT_FOUND';
  return 'MODEL_FAILED';
}
