import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import type { Logger } from '../../logger.js';
import type { AnnouncementService } from '../announcement/announcement.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { GoalService } from '../goal/goal.service.js';
import type { ReminderService } from '../notification/reminder.service.js';
import type { ProjectService } from '../project/project.service.js';
import type { TodoService } from '../todo/todo.service.js';
import { seedDemoGoals } from './demo-goals.js';
import { seedDemoTodos } from './demo-todos.js';
import { seedDemoNotes } from './demo-notes.js';
import { seedDemoFeedback } from './demo-feedback.js';
import { seedDemoIntegrations } from './demo-integrations.js';
import { seedDemoScrum } from './demo-scrum.js';
import { seedDemoReports } from './demo-reports.js';
import type { CommentService } from '../comment/comment.service.js';
import type { NoteService } from '../note/note.service.js';
import type { ReportService } from '../report/report.service.js';
import type { CoreValueService } from '../core-value/core-value.service.js';
import type { FeedbackRequestService } from '../feedback/feedback-request.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { ReactionService } from '../reaction/reaction.service.js';
import type { DailyScrumTemplateService } from '../daily-scrum/daily-scrum-template.service.js';
import type { DailyScrumService } from '../daily-scrum/daily-scrum.service.js';
import type { PersonalTokenService } from '../personal-token/personal-token.service.js';
import type { TeamService } from '../team/team.service.js';
import type { WebhookService } from '../webhook/webhook.service.js';
import { User } from '../user/user.entity.js';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { Workspace } from '../workspace/workspace.entity.js';
import type { WorkspaceService } from '../workspace/workspace.service.js';

export const DEMO_EMAIL = 'demo@quarter.local';

/** Colleagues of the demo account: they cannot sign in (no known password) but fill the workspace. */
const DEMO_COLLEAGUES = [
  {
    name: '이도윤',
    email: 'doyun.lee@demo.quarter.local',
    mbti: 'ISTJ',
    role: WorkspaceRole.ADMIN,
    language: 'ko-KR' as const,
  },
  {
    name: '박서연',
    email: 'seoyeon.park@demo.quarter.local',
    mbti: 'ENFP',
    role: WorkspaceRole.MEMBER,
    language: 'ko-KR' as const,
  },
  {
    name: 'Nguyễn Minh Anh',
    email: 'minhanh.nguyen@demo.quarter.local',
    mbti: 'INTP',
    role: WorkspaceRole.MEMBER,
    language: 'vi-VN' as const,
  },
  {
    name: 'Emily Carter',
    email: 'emily.carter@demo.quarter.local',
    mbti: 'ESTJ',
    role: WorkspaceRole.MEMBER,
    language: 'en-US' as const,
  },
];

/** The announcement from Quarter the demo account finds among its notifications. */
const DEMO_WELCOME = {
  title: 'Quarter 데모에 오신 것을 환영합니다',
  body: '과제, 플래너, 노트, 리포트와 피드백이 채워진 체험용 워크스페이스입니다. 둘러본 뒤에는 계정 설정에서 데모 데이터를 지울 수 있습니다.',
};

export interface DemoServiceDeps {
  auth: AuthService;
  announcements: AnnouncementService;
  workspaces: WorkspaceService;
  teams: TeamService;
  reminders: ReminderService;
  goals: GoalService;
  projects: ProjectService;
  todos: TodoService;
  notes: NoteService;
  comments: CommentService;
  reports: ReportService;
  coreValues: CoreValueService;
  feedback: FeedbackService;
  feedbackRequests: FeedbackRequestService;
  reactions: ReactionService;
  dailyScrums: DailyScrumService;
  dailyScrumTemplates: DailyScrumTemplateService;
  personalTokens: PersonalTokenService;
  webhooks: WebhookService;
  logger: Logger;
}

/**
 * The believable demo a newcomer finds on a new embedded database. Each area adds its part here
 * (a workspace, teams, goals, a planned day, notes, ...), owned by the demo account so that
 * removeDemoData can take it all away again.
 */
export class DemoService {
  constructor(private readonly deps: DemoServiceDeps) {}

  async isPresent(em: EntityManager): Promise<boolean> {
    return (await em.count(User, { isDemo: true })) > 0;
  }

  /** Creates the verified demo account with a generated password and prints both in the log. */
  async seed(em: EntityManager): Promise<{ email: string; password: string } | null> {
    if (await this.isPresent(em)) {
      this.deps.logger.info({ email: DEMO_EMAIL }, 'demo data already present');
      return null;
    }
    const password = randomBytes(9).toString('base64url');
    const now = new Date();
    const demo = em.create(User, {
      name: '김하늘',
      email: DEMO_EMAIL,
      passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
      emailVerifiedAt: now,
      language: 'ko-KR',
      timezone: 'Asia/Seoul',
      mbti: 'ENFJ',
      planningReminderTime: '08:45',
      planningReminderDays: [1, 2, 3, 4, 5],
      termsAgreedAt: now,
      privacyAgreedAt: now,
      isDemo: true,
    });
    await em.flush();
    await this.deps.reminders.syncPlanningReminder(em, demo);
    await this.seedOrganisation(em, demo);
    await this.deps.announcements.fromQuarter([demo.id], DEMO_WELCOME);
    this.deps.logger.info(
      { email: DEMO_EMAIL, password },
      `demo account ready: sign in as ${DEMO_EMAIL} with password ${password}`,
    );
    return { email: DEMO_EMAIL, password };
  }

  /** A workspace owned by the demo account, with colleagues and two teams. */
  private async seedOrganisation(em: EntityManager, demo: User): Promise<void> {
    const unusable = await argon2.hash(randomBytes(24).toString('base64url'), { type: argon2.argon2id });
    const now = new Date();
    const colleagues = DEMO_COLLEAGUES.map((c) =>
      em.create(User, {
        name: c.name,
        email: c.email,
        mbti: c.mbti,
        language: c.language,
        passwordHash: unusable,
        emailVerifiedAt: now,
        termsAgreedAt: now,
        privacyAgreedAt: now,
        isDemo: true,
      }),
    );
    await em.flush();
    const workspace = await this.deps.workspaces.create(em, demo.id, {
      name: '쿼터 스튜디오',
      description: '과제와 하루 계획을 잇는 제품을 만드는 팀입니다.',
    });
    for (const [index, colleague] of colleagues.entries()) {
      await this.deps.workspaces.addMember(em, demo.id, workspace, colleague.email, DEMO_COLLEAGUES[index].role);
    }
    const [doyun, seoyeon, minhAnh, emily] = colleagues.map((c) => c.id);
    const product = await this.deps.teams.create(em, demo.id, workspace, '제품팀', '플래너와 과제 기능을 만듭니다.', [
      doyun,
      minhAnh,
    ]);
    const marketing = await this.deps.teams.create(
      em,
      demo.id,
      workspace,
      '마케팅팀',
      '출시 소식과 고객 이야기를 전합니다.',
      [seoyeon, emily],
    );
    const people = { demo: demo.id, doyun, seoyeon, minhAnh, emily };
    const goals = await seedDemoGoals(em, this.deps, people, { product, marketing });
    const todos = await seedDemoTodos(em, this.deps.todos, people, goals);
    await seedDemoNotes(em, this.deps, people, goals, product, todos);
    await seedDemoReports(em, this.deps.reports, people, workspace.id);
    await seedDemoFeedback(em, this.deps, people, workspace.id, todos);
    await seedDemoScrum(em, this.deps, people, product.id, todos);
    await seedDemoIntegrations(em, this.deps, people, workspace.id);
  }

  /** Removes every demo account (its sessions end) and what the areas seeded for it. */
  async remove(em: EntityManager): Promise<void> {
    const demoUsers = await em.find(User, { isDemo: true });
    await em.nativeUpdate(Workspace, { register: { $in: demoUsers } }, { enable: false });
    for (const user of demoUsers) {
      await this.deps.auth.revokeAllSessions(em, user.id, 'demo_removed');
      await this.deps.personalTokens.revokeAll(em, user.id);
      user.enable = false;
      user.isDemo = false;
      user.email = `deleted-${user.id}@deleted.invalid`;
    }
    await em.flush();
    this.deps.logger.info({ count: demoUsers.length }, 'demo data removed');
  }
}
