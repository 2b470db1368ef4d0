import { ANNOUNCEMENTS_PER_DAY } from '@domain/announcement.js';
import { defineModule } from '../../kernel/module.js';
import { RequestLimiter } from '../rate-limit/request-limiter.js';
import { AnnouncementResolver } from './announcement.resolver.js';
import { AnnouncementService } from './announcement.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    announcements: AnnouncementService;
  }
}

const DAY_SECONDS = 24 * 60 * 60;

/** Announcements to a workspace's members (its owner) or to everyone (the operator's `npm run announce`). */
export const announcementModule = defineModule({
  name: 'announcement',
  resolvers: [AnnouncementResolver],
  services: ({ orm, notifications }) => ({
    announcements: new AnnouncementService(
      orm,
      notifications,
      new RequestLimiter(orm.em.getKnex(), 'workspace_announcement', ANNOUNCEMENTS_PER_DAY, DAY_SECONDS),
    ),
  }),
});
