import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import {
  isEmptyItem,
  SCRUM_LINE_MAX,
  SCRUM_LINES_MAX,
  SCRUM_NOTE_MAX,
  scrumItemMarkdown,
  type ScrumBlocker,
  type ScrumHeadings,
  type ScrumLine,
  type ScrumSections,
} from '@domain/daily-scrum.js';
import type { SupportedLocale } from '@domain/locale.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';
import { DailyScrum, DailyScrumItem } from './daily-scrum.entity.js';

/** Section headings of an item's markdown, in its author's language. */
const HEADINGS: Record<SupportedLocale, ScrumHeadings> = {
  'ko-KR': { done: '한 일', today: '오늘 할 일', blockers: '막힌 점' },
  'en-US': { done: 'Done', today: 'Today', blockers: 'Blockers' },
  'vi-VN': { done: 'Đã làm', today: 'Hôm nay', blockers: 'Vướng mắc' },
};

/**
 * A team's daily scrum (spec 3, issue 16): the day's scrum found or created at once, safely when
 * two members open it together; one item per member, which only its author edits or deletes.
 * Callers have authorized; the shape of items is checked here. Every open view of the day hears of
 * each change by `daily_scrum.changed`.
 */
export class DailyScrumService {
  constructor(private readonly bus: EventBus) {}

  /** The id of the team's scrum of the day, created if there is none (an upsert on team and date). */
  async open(em: EntityManager, userId: string, teamId: string, date: string): Promise<string> {
    const knex = em.getKnex();
    const { rows } = await knex.raw(
      `with created as (insert into daily_scrum (id, team_id, scrum_date, title, is_completed, register_id, register_date, update_date)
          values (gen_random_uuid(), ?, ?, '', false, ?, now(), now()) on conflict (team_id, scrum_date) do nothing returning id)
        select id from created union all select id from daily_scrum where team_id = ? and scrum_date = ? limit 1`,
      [teamId, date, userId, teamId, date],
    );
    if (rows[0]) return rows[0].id;
    // Someone created it while this statement waited: its snapshot predates their row; a new statement sees it.
    const { rows: again } = await knex.raw(`select id from daily_scrum where team_id = ? and scrum_date = ?`, [
      teamId,
      date,
    ]);
    return again[0].id;
  }

  async post(em: EntityManager, author: User, scrum: DailyScrum, input: ScrumSections): Promise<DailyScrumItem> {
    const sections = await this.validSections(em, author.id, scrum.date, input);
    if (await em.count(DailyScrumItem, { scrum, user: author })) throw itemExists();
    const item = em.create(DailyScrumItem, {
      scrum,
      user: author,
      ...sections,
      content: scrumItemMarkdown(sections, HEADINGS[author.language]),
    });
    try {
      await em.flush();
    } catch (error) {
      // Posted twice at once (two tabs): the unique index keeps one.
      if (error instanceof UniqueConstraintViolationException) throw itemExists();
      throw error;
    }
    this.publish(scrum.id);
    return item;
  }

  async update(em: EntityManager, author: User, item: DailyScrumItem, input: ScrumSections): Promise<DailyScrumItem> {
    const scrum = await em.findOneOrFail(DailyScrum, { id: item.scrum.id });
    const sections = await this.validSections(em, author.id, scrum.date, input);
    Object.assign(item, sections, {
      content: scrumItemMarkdown(sections, HEADINGS[author.language]),
      updateDate: new Date(),
    });
    await em.flush();
    this.publish(scrum.id);
    return item;
  }

  async delete(em: EntityManager, item: DailyScrumItem): Promise<void> {
    item.enable = false;
    await em.flush();
    this.publish(item.scrum.id);
  }

  publish(scrumId: string): void {
    this.bus.publish('daily_scrum.changed', scrumId, { scrumId });
  }

  /** Lines trimmed (blank ones dropped), within the limits, linking only the author's own to-dos; blockers dated no later than the day. */
  private async validSections(
    em: EntityManager,
    authorId: string,
    date: string,
    input: ScrumSections,
  ): Promise<ScrumSections> {
    const lines = <L extends ScrumLine>(field: string, given: L[]): L[] => {
      const kept = given.map((line) => ({ ...line, text: line.text.trim() })).filter((line) => line.text);
      if (kept.length > SCRUM_LINES_MAX)
        throw errors.badInput(field, 'TOO_LONG', `A section holds at most ${SCRUM_LINES_MAX} lines.`);
      if (kept.some((line) => line.text.length > SCRUM_LINE_MAX))
        throw errors.badInput(field, 'TOO_LONG', `A line can be at most ${SCRUM_LINE_MAX} characters.`);
      return kept;
    };
    const blockers: ScrumBlocker[] = lines('blockers', input.blockers).map((line) => ({
      text: line.text,
      todoId: line.todoId ?? null,
      since: line.since && DateTime.fromISO(line.since).isValid && line.since < date ? line.since : date,
    }));
    const sections: ScrumSections = {
      done: lines('done', input.done).map(({ text, todoId }) => ({ text, todoId: todoId ?? null })),
      today: lines('today', input.today).map(({ text, todoId }) => ({ text, todoId: todoId ?? null })),
      blockers,
      note: input.note.trim(),
    };
    if (sections.note.length > SCRUM_NOTE_MAX)
      throw errors.badInput('note', 'TOO_LONG', `The note can be at most ${SCRUM_NOTE_MAX} characters.`);
    if (isEmptyItem(sections)) throw errors.badInput('done', 'SCRUM_ITEM_EMPTY', 'Write at least one line.');
    const todoIds = [
      ...new Set(
        [...sections.done, ...sections.today, ...sections.blockers].flatMap((line) =>
          line.todoId ? [line.todoId] : [],
        ),
      ),
    ];
    if (todoIds.length && (await em.count(Todo, { id: { $in: todoIds }, user: authorId })) !== todoIds.length) {
      throw errors.badInput('done', 'SCRUM_TODO_UNKNOWN', 'A line links a to-do that is not yours.');
    }
    return sections;
  }
}

const itemExists = () => errors.conflict('SCRUM_ITEM_EXISTS', 'You have already posted today: edit your item instead.');
