import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; one logger per process, children carry the request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'quarter-api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
