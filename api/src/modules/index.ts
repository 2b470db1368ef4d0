import type { QuarterModule } from '../kernel/module.js';
import { activityModule } from './activity/activity.module.js';
import { announcementModule } from './announcement/announcement.module.js';
import { assistantModule } from './assistant/assistant.module.js';
import { authModule } from './auth/auth.module.js';
import { calendarFeedModule } from './calendar-feed/calendar-feed.module.js';
import { categoryModule } from './category/category.module.js';
import { chartModule } from './chart/chart.module.js';
import { commentModule } from './comment/comment.module.js';
import { coreValueModule } from './core-value/core-value.module.js';
import { dailyScrumModule } from './daily-scrum/daily-scrum.module.js';
import { demoModule } from './demo/demo.module.js';
import { feedbackModule } from './feedback/feedback.module.js';
import { goalModule } from './goal/goal.module.js';
import { invitationModule } from './invitation/invitation.module.js';
import { mailModule } from './mail/mail.module.js';
import { mutationReceiptModule } from './mutation-receipt/mutation-receipt.module.js';
import { noteModule } from './note/note.module.js';
import { reportModule } from './report/report.module.js';
import { notificationModule } from './notification/notification.module.js';
import { personalTokenModule } from './personal-token/personal-token.module.js';
import { plannerModule } from './planner/planner.module.js';
import { projectModule } from './project/project.module.js';
import { pushModule } from './push/push.module.js';
import { quickFindModule } from './quick-find/quick-find.module.js';
import { reactionModule } from './reaction/reaction.module.js';
import { rateLimitModule } from './rate-limit/rate-limit.module.js';
import { teamModule } from './team/team.module.js';
import { todoModule } from './todo/todo.module.js';
import { userModule } from './user/user.module.js';
import { workItemModule } from './work-item/work-item.module.js';
import { webhookModule } from './webhook/webhook.module.js';
import { workspaceModule } from './workspace/workspace.module.js';

/**
 * Every area of Quarter, in dependency order: a module's services may use those of the modules above
 * it. Entities, resolvers, loaders and services are all built from this one list.
 */
export const modules: readonly QuarterModule[] = [
  mailModule,
  rateLimitModule,
  mutationReceiptModule,
  authModule,
  pushModule,
  notificationModule,
  personalTokenModule,
  userModule,
  workspaceModule,
  announcementModule,
  invitationModule,
  teamModule,
  activityModule,
  workItemModule,
  goalModule,
  projectModule,
  categoryModule,
  plannerModule,
  todoModule,
  calendarFeedModule,
  commentModule,
  noteModule,
  quickFindModule,
  chartModule,
  reportModule,
  coreValueModule,
  feedbackModule,
  reactionModule,
  dailyScrumModule,
  assistantModule,
  webhookModule,
  demoModule,
];
