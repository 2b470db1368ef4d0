import type { EntityManager } from '@mikro-orm/postgresql';
import { SCRUM_NOTE_MAX, SCRUM_TEMPLATE_TITLE_MAX } from '@domain/daily-scrum.js';
import { errors } from '../../graphql/errors.js';
import { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';
import { DailyScrumTemplate } from './daily-scrum.entity.js';

export interface TemplateFields {
  title: string;
  content: string;
}

/**
 * A team's daily scrum templates (issue 16): a title and a text; at most one is the team default
 * (a partial unique index), which prefills the note of new items. Callers have authorized.
 */
export class DailyScrumTemplateService {
  list(em: EntityManager, teamId: string): Promise<DailyScrumTemplate[]> {
    return em.find(
      DailyScrumTemplate,
      { team: teamId },
      { orderBy: { isDefault: 'desc', registerDate: 'asc', id: 'asc' } },
    );
  }

  async create(
    em: EntityManager,
    userId: string,
    teamId: string,
    input: TemplateFields & { isDefault: boolean },
  ): Promise<DailyScrumTemplate> {
    const template = em.create(DailyScrumTemplate, {
      team: em.getReference(Team, teamId),
      register: em.getReference(User, userId),
      ...validFields(input),
    });
    await em.flush();
    if (input.isDefault) await this.makeDefault(em, template);
    return template;
  }

  async update(em: EntityManager, template: DailyScrumTemplate, input: TemplateFields): Promise<DailyScrumTemplate> {
    Object.assign(template, validFields(input));
    await em.flush();
    return template;
  }

  async delete(em: EntityManager, template: DailyScrumTemplate): Promise<void> {
    Object.assign(template, { enable: false, isDefault: false });
    await em.flush();
  }

  /** Makes it the team default (the previous default stops being one), or, with `isDefault` false, leaves the team without one. */
  async setDefault(em: EntityManager, template: DailyScrumTemplate, isDefault: boolean): Promise<DailyScrumTemplate> {
    if (isDefault) await this.makeDefault(em, template);
    else {
      template.isDefault = false;
      await em.flush();
    }
    return template;
  }

  // Two statements in one transaction: the index would refuse two defaults even for a moment.
  private async makeDefault(em: EntityManager, template: DailyScrumTemplate): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        DailyScrumTemplate,
        { team: template.team, isDefault: true, id: { $ne: template.id } },
        { isDefault: false },
      );
      await tx.nativeUpdate(DailyScrumTemplate, { id: template.id }, { isDefault: true });
    });
    await em.refresh(template);
  }
}

function validFields(input: TemplateFields): TemplateFields {
  const title = input.title.trim();
  if (!title) throw errors.badInput('title', 'TITLE_REQUIRED', 'Enter a title.');
  if (title.length > SCRUM_TEMPLATE_TITLE_MAX)
    throw errors.badInput('title', 'TITLE_TOO_LONG', `A title can be at most ${SCRUM_TEMPLATE_TITLE_MAX} characters.`);
  if (input.content.length > SCRUM_NOTE_MAX)
    throw errors.badInput('content', 'CONTENT_TOO_LONG', `A template can be at most ${SCRUM_NOTE_MAX} characters.`);
  return { title, content: input.content.trim() };
}
