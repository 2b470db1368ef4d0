import type { FuzzAnswer } from './fuzz-call.js';

/**
 * What the fuzz's calls came back with, per field: printed at the end so that a field whose calls
 * never get past input checks (and so test little) shows.
 */
export class FuzzTally {
  private readonly outcomes = new Map<string, Map<string, number>>();

  add(field: string, answer: FuzzAnswer): void {
    const outcome = answer.notSent
      ? `not sent: ${answer.notSent}`
      : answer.errors?.length
        ? String(answer.errors[0].extensions?.reason ?? answer.errors[0].extensions?.code)
        : answer.closeCode !== undefined
          ? `closed ${answer.closeCode}`
          : 'ok';
    const counts = this.outcomes.get(field) ?? new Map<string, number>();
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    this.outcomes.set(field, counts);
  }

  summary(): string {
    const total = new Map<string, number>();
    for (const counts of this.outcomes.values())
      for (const [outcome, n] of counts) total.set(outcome, (total.get(outcome) ?? 0) + n);
    const never = [...this.outcomes].filter(([, counts]) => !counts.has('ok')).map(([field]) => field);
    const byCount = [...total].sort((a, b) => b[1] - a[1]).map(([outcome, n]) => `${outcome} ${n}`);
    return `schema fuzz outcomes: ${byCount.join(', ')}\nschema fuzz: ${never.length} of ${this.outcomes.size} fields answered no call in full: ${never.join(' ')}`;
  }
}
