import type { Config } from './config.js';
import { DomainEvents } from './events/domain-events.js';
import type { Orm } from './database/orm.js';
import type { EventBus } from './graphql/pubsub.js';
import { RequestLimiter } from './modules/rate-limit/request-limiter.js';
import type { Logger } from './logger.js';
import { PushService } from './modules/push/push.service.js';
import { loadVapidKeys } from './modules/push/vapid.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { ActivityService } from './modules/activity/activity.service.js';
import { GoalService } from './modules/goal/goal.service.js';
import { ProjectService } from './modules/project/project.service.js';
import { PlannerService } from './modules/planner/planner.service.js';
import { TodoNotifier } from './modules/todo/todo-notifier.js';
import { TodoService } from './modules/todo/todo.service.js';
import { CommentService } from './modules/comment/comment.service.js';
import { NoteService } from './modules/note/note.service.js';
import { ExtractiveSummarizer } from './modules/note/summarizer.js';
import { AuthService } from './modules/auth/auth.service.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { DemoService } from './modules/demo/demo.service.js';
import { InvitationService } from './modules/invitation/invitation.service.js';
import { NotificationService } from './modules/notification/notification.service.js';
import { notifyOrganisationEvents } from './modules/notification/organisation-notifications.js';
import { ReminderService } from './modules/notification/reminder.service.js';
import { TeamService } from './modules/team/team.service.js';
import { UserService } from './modules/user/user.service.js';
import { WorkspaceService } from './modules/workspace/workspace.service.js';

/** The process-wide services; resolvers reach them through the request context. */
export interface Services {
  config: Config;
  logger: Logger;
  orm: Orm;
  bus: EventBus;
  mailer: Mailer;
  /** Account lookups that could be used to enumerate e-mails (availability check, resend, reset). */
  lookupLimiter: RequestLimiter;
  auth: AuthService;
  users: UserService;
  demo: DemoService;
  /** In-process domain events (workspace_invite, team_out, ...) for the areas that react to them. */
  events: DomainEvents;
  workspaces: WorkspaceService;
  invitations: InvitationService;
  teams: TeamService;
  notifications: NotificationService;
  reminders: ReminderService;
  push: PushService;
  activity: ActivityService;
  goals: GoalService;
  projects: ProjectService;
  todos: TodoService;
  planners: PlannerService;
  comments: CommentService;
  notes: NoteService;
}

export function createServices(config: Config, logger: Logger, orm: Orm, bus: EventBus): Services {
  const knex = orm.em.getKnex();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, orm, logger });
  const auth = new AuthService({ config, logger, mailer, bus, throttle: new LoginThrottle(knex) });
  const events = new DomainEvents(logger);
  const push = new PushService(orm, loadVapidKeys(config.dataDir, config.vapid, config.vapid.subject), logger);
  const notifications = new NotificationService(orm, bus, logger, [push]);
  const reminders = new ReminderService(orm, notifications, logger);
  const workspaces = new WorkspaceService(events, bus);
  const teams = new TeamService(events);
  notifyOrganisationEvents(events, notifications, orm);
  const activity = new ActivityService();
  const goals = new GoalService({ bus, events, activity, notifications, reminders });
  const projects = new ProjectService({ bus, notifications, reminders, goals });
  const todoNotifier = new TodoNotifier(bus, notifications);
  const planners = new PlannerService(todoNotifier);
  const todos = new TodoService({ events, notifier: todoNotifier, planners, reminders, orm });
  const comments = new CommentService(bus, notifications);
  const notes = new NoteService(config.publicUrl, new ExtractiveSummarizer(), mailer);
  return {
    config,
    logger,
    orm,
    bus,
    mailer,
    lookupLimiter: new RequestLimiter(knex, 'account_lookup', 60, 60),
    auth,
    users: new UserService(bus, reminders),
    demo: new DemoService({ auth, workspaces, teams, reminders, goals, projects, todos, notes, comments, logger }),
    events,
    workspaces,
    invitations: new InvitationService({ config, logger, mailer, events, workspaces }),
    teams,
    notifications,
    reminders,
    push,
    activity,
    goals,
    projects,
    todos,
    planners,
    comments,
    notes,
  };
}
