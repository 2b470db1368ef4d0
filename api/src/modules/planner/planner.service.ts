import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeBlocks, timeBlockText } from '@domain/planner-slots.js';
import type { Row } from '../../database/entity-row.js';
import { errors } from '../../graphql/errors.js';
import type { TodoNotifier } from '../todo/todo-notifier.js';
import type { Todo } from '../todo/todo.entity.js';
import { todoListedSql } from '../todo/todo.read.js';
import { User } from '../user/user.entity.js';
import { Planner } from './planner.entity.js';

const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';

export const timeOccupiedError = () => errors.conflict('TIME_OCCUPIED', 'time occupied', 'blocks');

/** The planned time before and after a change, as the owner's notification names it (null: not planned). */
type TimeBlockChange = { old_time_block: string | null; new_time_block: string | null };

const plannedTime = (planner: Pick<Planner, 'plannerDate' | 'blocks'>) =>
  timeBlockText(planner.plannerDate, planner.blocks);

/** A list of slots as stored: 0 to 95, sorted, no repeats; BAD_USER_INPUT otherwise. */
export function validBlocks(blocks: readonly number[]): number[] {
  const normalized = normalizeBlocks(blocks);
  if (!normalized) throw errors.badInput('blocks', 'INVALID_SLOT', 'Time slots go from 0 to 95.');
  return normalized;
}

/**
 * Planners (spec 1 sections 3, 4 and 7): a to-do on a date, in quarter-hour slots. The database
 * refuses overlapping slots of one user and date (an exclusion constraint), so concurrent bookings
 * of the same slot end with exactly one planner; the others answer CONFLICT TIME_OCCUPIED.
 */
export class PlannerService {
  constructor(private readonly notifier: TodoNotifier) {}

  /** Adds a planner to the unit of work (flushed by flushBooking, possibly with its new to-do). */
  add(em: EntityManager, actorId: string, todo: Todo, date: string, blocks: readonly number[]): Planner {
    return em.create(Planner, {
      todo,
      user: todo.user,
      register: em.getReference(User, actorId),
      plannerDate: date,
      blocks: validBlocks(blocks),
    });
  }

  /**
   * Flushes the booking of a user's date in one transaction, turning the database's refusals into
   * the API's conflicts. Bookings of one user and date take an advisory lock first: the exclusion
   * constraint alone is correct, but many concurrent inserts on its index deadlock each other.
   */
  async flushBooking(em: EntityManager, userId: string, dates: readonly string[]): Promise<void> {
    await em.begin();
    try {
      for (const date of [...new Set(dates)].sort()) {
        await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`planner:${userId}:${date}`]);
      }
      await em.flush();
      await em.commit();
    } catch (err) {
      await em.rollback();
      const code = (err as { code?: string }).code;
      if (code === EXCLUSION_VIOLATION) throw timeOccupiedError();
      if (code === UNIQUE_VIOLATION)
        throw errors.conflict('ALREADY_PLANNED', 'This to-do is already planned on that date.', 'date');
      throw err;
    }
  }

  /** Plans a to-do on a date (or changes the slots of its planner of that date). */
  async plan(
    em: EntityManager,
    actorId: string,
    todo: Todo,
    date: string,
    blocks: readonly number[],
  ): Promise<Planner> {
    const existing = await em.findOne(Planner, { todo, plannerDate: date, enable: true });
    const before = existing ? plannedTime(existing) : null;
    const planner = existing ?? this.add(em, actorId, todo, date, blocks);
    if (existing) this.change(em, actorId, existing, validBlocks(blocks), date);
    await this.saved(em, actorId, todo, [date], { old_time_block: before, new_time_block: plannedTime(planner) });
    return planner;
  }

  /** New slots, and optionally another date, for a planner (drag, resize, move). */
  async update(
    em: EntityManager,
    actorId: string,
    planner: Planner,
    todo: Row<Todo>,
    blocks: readonly number[],
    date?: string | null,
  ): Promise<Planner> {
    const formerDate = planner.plannerDate;
    const before = plannedTime(planner);
    this.change(em, actorId, planner, validBlocks(blocks), date ?? formerDate);
    await this.saved(em, actorId, todo, [formerDate, planner.plannerDate], {
      old_time_block: before,
      new_time_block: plannedTime(planner),
    });
    return planner;
  }

  /** Removes one date's plan; a to-do with no plan left is back in the inbox. */
  async remove(em: EntityManager, actorId: string, planner: Planner, todo: Row<Todo>): Promise<void> {
    em.remove(planner);
    await em.flush();
    await this.notifier.toOwner(em, 'todo_time_changed', actorId, todo, {
      old_time_block: plannedTime(planner),
      new_time_block: null,
    });
    this.notifier.plannerChanged(todo.user.id, planner.plannerDate);
  }

  /** How many to-dos a user planned on each date of a range (the calendar's marks), of those on the viewer's lists. */
  async dates(
    em: EntityManager,
    viewerId: string,
    userId: string,
    from: string,
    to: string,
  ): Promise<{ date: string; count: number }[]> {
    const rows = (await em
      .getKnex()('planner as p')
      .join('todo as t', 't.id', 'p.todo_id')
      .select(em.getKnex().raw(`to_char(p.planner_date, 'YYYY-MM-DD') as planner_date`))
      .count('* as count')
      .where({ 'p.user_id': userId, 'p.enable': true, 't.enable': true })
      .whereRaw(todoListedSql('t', '?'), [viewerId])
      .whereBetween('p.planner_date', [from, to])
      .groupBy('p.planner_date')
      .orderBy('p.planner_date')) as { planner_date: string; count: string }[];
    return rows.map((row) => ({ date: String(row.planner_date), count: Number(row.count) }));
  }

  private change(em: EntityManager, actorId: string, planner: Planner, blocks: number[], date: string): void {
    planner.blocks = blocks;
    planner.plannerDate = date;
    planner.update = em.getReference(User, actorId);
  }

  private async saved(
    em: EntityManager,
    actorId: string,
    todo: Row<Todo>,
    dates: string[],
    timeBlocks: TimeBlockChange,
  ): Promise<void> {
    await this.flushBooking(em, todo.user.id, dates);
    await this.notifier.toOwner(em, 'todo_time_changed', actorId, todo, timeBlocks);
    for (const date of new Set(dates)) this.notifier.plannerChanged(todo.user.id, date);
  }
}
