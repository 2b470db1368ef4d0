import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { BASIC_CATEGORIES } from '@domain/categories.js';
import { slotRange } from '@domain/planner-slots.js';
import type { Goal } from '../goal/goal.entity.js';
import type { Todo } from '../todo/todo.entity.js';
import type { TodoService } from '../todo/todo.service.js';
import type { DemoGoals, DemoPeople } from './demo-goals.js';

const category = (name: (typeof BASIC_CATEGORIES)[number]['name']) => BASIC_CATEGORIES.find((c) => c.name === name)!.id;
/** Slots from a time to a time, "09:00" to "10:30". */
const time = (from: string, to: string) => {
  const slot = (at: string) => Number(at.slice(0, 2)) * 4 + Number(at.slice(3)) / 15;
  return slotRange(slot(from), slot(to) - 1);
};

interface DemoTodo {
  title: string;
  category: (typeof BASIC_CATEGORIES)[number]['name'];
  goal?: Goal;
  isPublic?: boolean;
  content?: string;
  plan?: { day: number; from?: string; to?: string };
  /** Checked already. */
  done?: true;
}

/**
 * The demo account's day (spec: a planned day for today, an inbox and unfinished to-dos), and a
 * colleague's day with a private to-do, so that the planner, its lists and privacy all show.
 */
export async function seedDemoTodos(
  em: EntityManager,
  todos: TodoService,
  people: DemoPeople,
  goals: DemoGoals,
): Promise<Map<string, Todo>> {
  const today = DateTime.now().setZone('Asia/Seoul').startOf('day');
  const create = async (ownerId: string, item: DemoTodo) => {
    const plan = item.plan
      ? {
          date: today.plus({ days: item.plan.day }).toISODate()!,
          blocks: item.plan.from ? time(item.plan.from, item.plan.to!) : [],
        }
      : null;
    const todo = await todos.create(em, ownerId, ownerId, item.goal ?? null, {
      title: item.title,
      content: item.content ?? null,
      categoryId: category(item.category),
      isPublic: item.isPublic ?? true,
      plan,
    });
    return item.done ? todos.setComplete(em, ownerId, todo, true) : todo;
  };

  const mine: DemoTodo[] = [
    { title: '오늘 할 일 계획하기', category: 'Etc', plan: { day: 0, from: '08:45', to: '09:00' } },
    {
      title: '제품팀 데일리 스크럼',
      category: 'Meeting',
      goal: goals.beta,
      plan: { day: 0, from: '09:30', to: '10:00' },
    },
    {
      title: '드래그 앤 드롭 리뷰',
      category: 'Work',
      goal: goals.dragAndDrop,
      content: '리사이즈 핸들과 키보드 이동을 확인합니다.',
      plan: { day: 0, from: '10:00', to: '11:30' },
    },
    { title: '점심 산책', category: 'Rest', isPublic: false, plan: { day: 0, from: '12:00', to: '13:00' } },
    {
      title: '베타 테스터 안내 메일 작성',
      category: 'Communication',
      goal: goals.testers,
      plan: { day: 0, from: '14:00', to: '15:00' },
    },
    {
      title: '온보딩 지표 분석',
      category: 'Study',
      goal: goals.onboarding,
      plan: { day: 0, from: '15:30', to: '17:00' },
    },
    { title: '디자인 QA 메모 정리', category: 'Work', goal: goals.beta, plan: { day: 0 } },
    { title: '경쟁 앱 리뷰 읽기', category: 'Study', plan: { day: -1, from: '16:00', to: '17:00' } },
    // Done work on the beta's subtasks: the beta goal's page counts it in (its planned time and done to-dos include its subtasks').
    {
      title: '베타 테스터 모집 공고 올리기',
      category: 'Communication',
      goal: goals.testers,
      plan: { day: -1, from: '10:00', to: '11:00' },
      done: true,
    },
    {
      title: '드래그 미리보기 그림자 수정',
      category: 'Work',
      goal: goals.dragAndDrop,
      plan: { day: -1, from: '13:00', to: '14:30' },
      done: true,
    },
    {
      title: '가입 퍼널 대시보드 확인',
      category: 'Work',
      goal: goals.signups,
      plan: { day: -2, from: '11:00', to: '12:00' },
    },
    { title: '1:1 미팅 준비', category: 'Meeting', plan: { day: 1, from: '10:00', to: '10:30' } },
    { title: '릴리스 노트 초안', category: 'Work', goal: goals.beta },
    { title: '팀 회고 안건 모으기', category: 'Communication' },
    { title: '새 온보딩 카피 아이디어', category: 'Etc', goal: goals.onboarding },
  ];
  const created = new Map<string, Todo>();
  for (const item of mine) created.set(item.title, await create(people.demo, item));

  const doyun: DemoTodo[] = [
    { title: '알림 설정 API 연동', category: 'Work', goal: goals.beta, plan: { day: 0, from: '10:00', to: '12:00' } },
    { title: '병원 예약', category: 'Etc', isPublic: false, plan: { day: 0, from: '13:00', to: '14:00' } },
  ];
  for (const item of doyun) await create(people.doyun, item);
  return created;
}
