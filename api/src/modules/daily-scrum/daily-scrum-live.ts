import type { Services } from '../../kernel/services.js';
import type { DailyScrumService } from './daily-scrum.service.js';
import { DailyScrumItem } from './daily-scrum.entity.js';

/** Comments and reactions on an item belong to their own areas; every open view of its day hears of them. */
export function listenToScrumThreads(services: Pick<Services, 'events' | 'orm'>, scrums: DailyScrumService): void {
  const refresh = async (itemId: string) => {
    const item = await services.orm.em
      .fork()
      .findOne(DailyScrumItem, { id: itemId }, { fields: ['scrum'], filters: false });
    if (item) scrums.publish(item.scrum.id);
  };
  services.events.on('comment_changed', async (event) => {
    if (event.targetKind === 'dailyScrumItem') await refresh(event.targetId);
  });
  services.events.on('reaction_changed', async (event) => {
    if (event.targetKind === 'dailyScrumItem') await refresh(event.targetId);
  });
}
