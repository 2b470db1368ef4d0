import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { Goal } from '../goal/goal.entity.js';
import type { GoalService } from '../goal/goal.service.js';
import type { CreateGoalInput } from '../goal/goal.types.js';
import type { Project } from '../project/project.entity.js';
import type { ProjectService } from '../project/project.service.js';
import type { Team } from '../team/team.entity.js';

/** Goals the other demo areas link their to-dos to. */
export interface DemoGoals {
  beta: Goal;
  dragAndDrop: Goal;
  testers: Goal;
  onboarding: Goal;
  signups: Goal;
}

export interface DemoPeople {
  demo: string;
  doyun: string;
  seoyeon: string;
  minhAnh: string;
  emily: string;
}

/**
 * The goals of the demo workspace: a product launch project with a goal hierarchy shared with
 * marketing, a marketing campaign, and goals with indicators, deadlines around today and every
 * kind of status, so that lists, filters, D-labels and the selector all have something to show.
 */
export async function seedDemoGoals(
  em: EntityManager,
  services: { goals: GoalService; projects: ProjectService },
  people: DemoPeople,
  teams: { product: Team; marketing: Team },
): Promise<DemoGoals> {
  const today = DateTime.now().setZone('Asia/Seoul').startOf('day');
  const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
  const { goals, projects } = services;
  const { product, marketing } = teams;
  const goal = (
    team: Team,
    input: Omit<CreateGoalInput, 'teamId'>,
    parent: Goal | null = null,
    project: Project | null = null,
  ) => goals.create(em, people.demo, team, parent, project, { leaderId: people.demo, ...input });

  const launch = await projects.create(em, people.demo, product, {
    teamId: product.id,
    name: '모바일 앱 2.0 출시',
    description: '플래너를 새로 다듬은 2.0 버전을 앱 스토어에 출시합니다.',
    deadline: day(30),
    priority: 'HIGH',
    status: 'IN_PROGRESS',
    participantIds: [people.doyun, people.minhAnh],
  });
  await projects.setSharing(em, people.demo, launch, marketing, true, false);

  const beta = await goal(
    product,
    {
      title: '2.0 베타 출시',
      content: '사내 베타를 거쳐 외부 테스터 100명에게 베타를 배포합니다.',
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      startDate: day(-10),
      endDate: day(14),
      participantIds: [people.doyun, people.minhAnh],
      indicator: { type: 'percent', initialValue: 0, currentValue: 45, targetValue: 100 },
    },
    null,
    launch,
  );
  await goals.setSharing(em, people.demo, beta, marketing, true, false);
  const dragAndDrop = await goal(
    product,
    {
      title: '플래너 드래그 앤 드롭 개선',
      leaderId: people.minhAnh,
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      startDate: day(-7),
      endDate: day(5),
      indicator: { type: 'number', initialValue: 0, currentValue: 6, targetValue: 10 },
    },
    beta,
    launch,
  );
  await goal(
    product,
    { title: '알림 설정 화면', leaderId: people.doyun, status: 'PLANNED', priority: 'MEDIUM', endDate: day(9) },
    beta,
    launch,
  );
  const testers = await goal(
    product,
    {
      title: '베타 테스터 모집',
      status: 'AT_RISK',
      priority: 'HIGHEST',
      endDate: day(2),
      participantIds: [people.seoyeon],
      indicator: { type: 'number', initialValue: 0, currentValue: 38, targetValue: 100 },
    },
    beta,
    launch,
  );
  await goal(
    product,
    { title: '앱 스토어 심사 통과', leaderId: people.doyun, status: 'PLANNED', priority: 'HIGH', endDate: day(25) },
    null,
    launch,
  );
  // Minh Anh's goal in Vietnamese: the quick switcher finds it from "ke hoach ra mat", typed without accents.
  await goal(
    product,
    {
      title: 'Kế hoạch ra mắt tại thị trường Việt Nam',
      leaderId: people.minhAnh,
      status: 'PLANNED',
      priority: 'MEDIUM',
      startDate: day(3),
      endDate: day(28),
    },
    beta,
    launch,
  );

  const onboarding = await goal(product, {
    title: '온보딩 전환율 개선',
    content: '가입 후 첫 주에 할 일을 3개 이상 계획하는 사용자의 비율을 높입니다.',
    status: 'IN_PROGRESS',
    priority: 'HIGHEST',
    startDate: day(-20),
    endDate: day(-2),
    participantIds: [people.minhAnh],
    indicator: { type: 'percent', initialValue: 32, currentValue: 41, targetValue: 50 },
  });
  await goal(product, { title: '레거시 API 정리', leaderId: people.doyun, status: 'PAUSED', priority: 'LOW' });
  await goal(product, { title: '디자인 시스템 문서화', status: 'BACKLOG', priority: 'LOWEST' });

  const campaign = await projects.create(em, people.demo, marketing, {
    teamId: marketing.id,
    name: '2.0 출시 캠페인',
    description: '출시 소식을 알리고 신규 가입자를 모읍니다.',
    deadline: day(45),
    priority: 'MEDIUM',
    status: 'PLANNED',
    leaderId: people.seoyeon,
    participantIds: [people.emily, people.demo],
  });
  const signups = await goal(
    marketing,
    {
      title: '신규 가입자 1,000명',
      leaderId: people.emily,
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      endDate: day(40),
      participantIds: [people.demo],
      indicator: { type: 'number', initialValue: 0, currentValue: 420, targetValue: 1000 },
    },
    null,
    campaign,
  );
  await goal(
    marketing,
    {
      title: '출시 광고 집행',
      leaderId: people.seoyeon,
      status: 'PLANNED',
      priority: 'MEDIUM',
      endDate: day(20),
      indicator: { type: 'won', initialValue: 0, currentValue: 1_200_000, targetValue: 5_000_000 },
    },
    null,
    campaign,
  );
  await goal(
    marketing,
    {
      title: '고객 사례 인터뷰 5건',
      leaderId: people.seoyeon,
      status: 'COMPLETED',
      priority: 'MEDIUM',
      endDate: day(-1),
    },
    null,
    campaign,
  );
  return { beta, dragAndDrop, testers, onboarding, signups };
}
