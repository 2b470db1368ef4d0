import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { completedPeriod } from '@domain/date-range.js';
import { GOAL_ORDERINGS, isOneOf, type GoalOrdering } from '@domain/goal-display.js';
import { indicatorError } from '@domain/goal-indicator.js';
import { GOAL_TITLE_MAX } from '@domain/text-limits.js';
import { ACTIVE_STATUSES, completeDateAfter } from '@domain/goal-status.js';
import type { Row } from '../../database/entity-row.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import type { ActivityService, FieldChange } from '../activity/activity.service.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { ReminderService } from '../notification/reminder.service.js';
import { Project } from '../project/project.entity.js';
import type { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';
import { Goal, GoalParticipant, GoalSharing, UserGoalVisibility } from './goal.entity.js';
import { selectorGroups } from './goal-selector.query.js';
import { readGoalList } from './goal-list.read.js';
import type { ViewerSettings } from '../user/user.read.js';
import type {
  CreateGoalInput,
  GoalIndicatorInput,
  GoalListFilter,
  GoalPage,
  GoalSelectorGroup,
  UpdateGoalInput,
} from './goal.types.js';
import { assertActiveMembers } from '../work-item/work-item-people.js';
import { notifyWorkItemChanges, type NotifiedField } from '../work-item/work-item-change-notice.js';
import { syncDeadlineReminder } from '../work-item/work-item-reminder.js';
import { goalsChangingSharing, switchGoalSharing } from '../work-item/work-item-sharing.js';

export const GOAL_PAGE_MAX = 500;
/** At most this many goals wait for a to-do in the planner's lists (goalsWithoutTodos). */
export const GOALS_WITHOUT_TODOS_MAX = 50;
const TITLE_MAX = GOAL_TITLE_MAX;

/** Goal fields whose change notifies the leader and participants, by the name notifications use. */
const NOTIFIED_FIELDS: Partial<Record<string, NotifiedField>> = {
  priority: 'priority',
  status: 'status',
  end_date: 'deadline',
  leader: 'leader',
};

export interface GoalServiceDeps {
  bus: EventBus;
  events: DomainEvents;
  activity: ActivityService;
  notifications: NotificationService;
  reminders: ReminderService;
}

/** Goals (spec 1 sections 3 to 7): callers have authorized the viewer; rules of the goal itself live here. */
export class GoalService {
  constructor(private readonly deps: GoalServiceDeps) {}

  async create(
    em: EntityManager,
    actorId: string,
    team: Team,
    parent: Goal | null,
    project: Project | null,
    input: CreateGoalInput,
  ): Promise<Goal> {
    const leaderId = input.leaderId ?? actorId;
    const participantIds = [...new Set(input.participantIds ?? [])].filter((id) => id !== leaderId);
    await assertActiveMembers(em, team.workspace.id, [leaderId, ...participantIds]);
    const status = input.status ?? 'PLANNED';
    const goal = em.create(Goal, {
      title: validTitle(input.title),
      content: input.content ?? null,
      team,
      parent,
      project,
      leader: em.getReference(User, leaderId),
      status,
      priority: input.priority ?? 'MEDIUM',
      ...validDates(input.startDate ?? null, input.endDate ?? null),
      ...indicatorFields(input.indicator ?? null),
      completeDate: completeDateAfter('BACKLOG', status, null, new Date()),
      register: em.getReference(User, actorId),
    });
    for (const userId of participantIds) em.create(GoalParticipant, { goal, user: em.getReference(User, userId) });
    em.create(GoalSharing, { goal, team, isOwner: true });
    // A subtask copies its parent's team sharing.
    const parentSharing = parent
      ? await em.find(GoalSharing, { goal: parent, enable: true, team: { $ne: team.id } })
      : [];
    for (const row of parentSharing) em.create(GoalSharing, { goal, team: row.team, isOwner: false });
    this.deps.activity.recordGoalChanges(em, goal, actorId, 'create', [
      { field: 'goal', oldValue: null, newValue: goal.title },
    ]);
    await em.flush();
    await this.syncDeadlineReminder(em, goal, team);
    this.publish(goal.id, [team.id, ...parentSharing.map((row) => row.team.id)]);
    return goal;
  }

  async update(
    em: EntityManager,
    actorId: string,
    goal: Goal,
    team: Team,
    input: UpdateGoalInput,
    project: Project | null | undefined,
  ): Promise<Goal> {
    const changes: FieldChange[] = [];
    const track = (field: string, before: unknown, after: unknown) => {
      const oldValue = asText(before);
      const newValue = asText(after);
      if (oldValue !== newValue) changes.push({ field, oldValue, newValue });
    };
    if (input.title != null) {
      track('title', goal.title, (goal.title = validTitle(input.title)));
    }
    if (input.content !== undefined) track('content', goal.content, (goal.content = input.content ?? null));
    if (project !== undefined) track('project', goal.project?.id, (goal.project = project)?.id);
    if (input.leaderId !== undefined) {
      if (input.leaderId) await assertActiveMembers(em, team.workspace.id, [input.leaderId]);
      track(
        'leader',
        goal.leader?.id,
        (goal.leader = input.leaderId ? em.getReference(User, input.leaderId) : null)?.id,
      );
    }
    if (input.priority) track('priority', goal.priority, (goal.priority = input.priority));
    if (input.status) {
      goal.completeDate = completeDateAfter(goal.status, input.status, goal.completeDate ?? null, new Date());
      track('status', goal.status, (goal.status = input.status));
    }
    if (input.startDate !== undefined || input.endDate !== undefined) {
      const dates = validDates(
        input.startDate === undefined ? (goal.startDate ?? null) : input.startDate,
        input.endDate === undefined ? (goal.endDate ?? null) : input.endDate,
      );
      track('start_date', goal.startDate, (goal.startDate = dates.startDate));
      track('end_date', goal.endDate, (goal.endDate = dates.endDate));
    }
    if (input.indicator !== undefined) {
      const before = indicatorText(goal);
      Object.assign(goal, indicatorFields(input.indicator));
      track('indicator', before, indicatorText(goal));
    }
    if (changes.length === 0) return goal;
    this.deps.activity.recordGoalChanges(em, goal, actorId, 'update', changes);
    await em.flush();
    if (changes.some((c) => c.field === 'end_date' || c.field === 'status' || c.field === 'leader'))
      await this.syncDeadlineReminder(em, goal, team);
    await this.notifyChanges(em, actorId, goal, team, changes);
    this.publish(goal.id, await this.sharedTeamIds(em, goal));
    return goal;
  }

  /** Moves a goal under another parent (or to the top with null), refusing cycles and other workspaces. */
  async move(
    em: EntityManager,
    actorId: string,
    goal: Goal,
    team: Team,
    parent: Goal | null,
    parentTeam: Team | null,
  ): Promise<Goal> {
    if (parent) {
      if (parentTeam!.workspace.id !== team.workspace.id)
        throw errors.badInput(
          'parentId',
          'OTHER_WORKSPACE',
          'A goal can only move under a goal of the same workspace.',
        );
      if (parent.id === goal.id || (await this.descendantIds(em, goal.id)).includes(parent.id)) {
        throw errors.badInput('parentId', 'GOAL_CYCLE', 'A goal cannot move under itself or one of its subtasks.');
      }
    }
    if ((goal.parent?.id ?? null) === (parent?.id ?? null)) return goal;
    this.deps.activity.recordGoalChanges(em, goal, actorId, 'update', [
      { field: 'parent', oldValue: goal.parent?.id ?? null, newValue: parent?.id ?? null },
    ]);
    goal.parent = parent;
    await em.flush();
    this.publish(goal.id, await this.sharedTeamIds(em, goal));
    return goal;
  }

  async addParticipant(em: EntityManager, actorId: string, goal: Goal, team: Team, userId: string): Promise<Goal> {
    await assertActiveMembers(em, team.workspace.id, [userId]);
    if (await em.findOne(GoalParticipant, { goal, user: userId })) return goal;
    em.create(GoalParticipant, { goal, user: em.getReference(User, userId) });
    this.deps.activity.recordGoalChanges(em, goal, actorId, 'update', [
      { field: 'participant', oldValue: null, newValue: userId },
    ]);
    await em.flush();
    await this.syncDeadlineReminder(em, goal, team);
    this.publish(goal.id, await this.sharedTeamIds(em, goal));
    return goal;
  }

  /** A participant leaves (or is removed): the to-do area clears that user's to-dos' link to the goal. */
  async removeParticipant(em: EntityManager, actorId: string, goal: Goal, team: Team, userId: string): Promise<Goal> {
    const row = await em.findOne(GoalParticipant, { goal, user: userId });
    if (!row) throw errors.notFound('Participant');
    em.remove(row);
    this.deps.activity.recordGoalChanges(em, goal, actorId, 'update', [
      { field: 'participant', oldValue: userId, newValue: null },
    ]);
    await em.flush();
    await this.deps.events.emit({
      type: 'goal_participant_removed',
      goalId: goal.id,
      userId,
      workspaceId: team.workspace.id,
    });
    await this.syncDeadlineReminder(em, goal, team);
    this.publish(goal.id, await this.sharedTeamIds(em, goal));
    return goal;
  }

  /** Switches sharing with a team, for the goal alone or with every subtask at any depth. */
  async setSharing(
    em: EntityManager,
    actorId: string,
    goal: Goal,
    team: Team,
    enable: boolean,
    includeChildGoals: boolean,
  ): Promise<Goal> {
    if (goal.team.id === team.id && !enable)
      throw errors.badInput('teamId', 'OWNER_TEAM', 'A goal is always shared with its own team.');
    const before = await this.sharedTeamIds(em, goal);
    const goals = includeChildGoals ? [goal, ...(await this.descendants(em, goal.id))] : [goal];
    const changed = await switchGoalSharing(em, goals, team, enable);
    for (const changedGoal of goals.filter((g) => changed.includes(g.id))) {
      this.deps.activity.recordGoalChanges(em, changedGoal, actorId, 'update', [
        { field: 'sharing', oldValue: enable ? null : team.id, newValue: enable ? team.id : null },
      ]);
    }
    await em.flush();
    for (const goalId of changed) this.publish(goalId, [...before, team.id]);
    return goal;
  }

  /** What switching the sharing with a team would change among the subtasks (for the confirmation). */
  async childrenSharingStatus(
    em: EntityManager,
    goal: Goal,
    teamId: string,
    enable: boolean,
  ): Promise<{ childCount: number; changing: Goal[] }> {
    const children = await this.descendants(em, goal.id);
    return { childCount: children.length, changing: await goalsChangingSharing(em, children, teamId, enable) };
  }

  /** Hides or reveals a goal for one user (spec 1 section 4); the to-do area hides that user's to-dos of it. */
  async setHidden(em: EntityManager, userId: string, goal: Goal, hidden: boolean): Promise<Goal> {
    await em.upsert(
      UserGoalVisibility,
      { id: randomUUID(), goal, user: em.getReference(User, userId), isHidden: hidden },
      { onConflictFields: ['goal', 'user'], onConflictAction: 'merge', onConflictMergeFields: ['isHidden'] },
    );
    await this.deps.events.emit({ type: hidden ? 'goal_hidden' : 'goal_revealed', goalId: goal.id, userId });
    return goal;
  }

  /** Soft delete; its subtasks move up to its parent, so that nothing else is lost. */
  async softDelete(em: EntityManager, goal: Goal): Promise<void> {
    const teams = await this.sharedTeamIds(em, goal);
    await em.nativeUpdate(Goal, { parent: goal }, { parent: goal.parent?.id ?? null });
    goal.enable = false;
    await em.flush();
    await this.deps.reminders.cancelSchedules(em, 'goal', goal.id);
    this.publish(goal.id, teams);
  }

  async list(
    em: EntityManager,
    viewer: ViewerSettings,
    filter: GoalListFilter,
    offset: number,
    size: number,
  ): Promise<GoalPage> {
    const setting = viewer.goalDisplaySetting;
    const ordering = filter.ordering ?? setting.ordering;
    if (!isOneOf(GOAL_ORDERINGS, ordering))
      throw errors.badInput('ordering', 'INVALID_ORDERING', 'This ordering is not available.');
    const period = completedPeriod(filter.completedPeriod ?? setting.completedFilter, viewer.timezone);
    return readGoalList(em, {
      viewerId: viewer.id,
      teamId: filter.teamId,
      projectId: filter.projectId,
      memberId: filter.memberId,
      workspaceId: filter.workspaceId,
      visibility: filter.visibility,
      finished: period === 'ALL' ? 'ALL' : period === 'NONE' ? 'NONE' : period,
      ordering: ordering as GoalOrdering,
      direction: (filter.orderingDir ?? setting.orderingDir) === 'DESC' ? 'desc' : 'asc',
      offset,
      limit: size,
    });
  }

  /**
   * The viewer's goals that wait for a to-do: active, led by them or with them taking part, readable and
   * not hidden, without an open to-do of theirs; by title (the empty goal groups of the to-do lists).
   */
  async withoutOpenTodos(em: EntityManager, viewerId: string, limit: number): Promise<Row<Goal>[]> {
    const { items } = await readGoalList(em, {
      viewerId,
      memberId: viewerId,
      withoutOpenTodosOf: viewerId,
      statuses: ACTIVE_STATUSES,
      visibility: 'VISIBLE',
      finished: 'NONE',
      ordering: 'title',
      direction: 'asc',
      offset: 0,
      limit,
    });
    return items;
  }

  /** The goal selector: readable, not hidden, active goals, grouped by readable project with "others" last. */
  selectorGroups(em: EntityManager, viewerId: string, workspaceId: string | null): Promise<GoalSelectorGroup[]> {
    return selectorGroups(em, viewerId, workspaceId);
  }

  /** Enabled subtasks at any depth. */
  async descendants(em: EntityManager, goalId: string): Promise<Goal[]> {
    return this.inOrder(em, await this.descendantIds(em, goalId));
  }

  async descendantIds(em: EntityManager, goalId: string): Promise<string[]> {
    const rows: { id: string }[] = await em.getConnection().execute(
      `with recursive tree as (
         select id from goal where parent_id = ? and enable
         union all
         select g.id from goal g join tree on g.parent_id = tree.id where g.enable
       ) select id from tree limit 10000`,
      [goalId],
    );
    return rows.map((row) => row.id);
  }

  private async inOrder(em: EntityManager, ids: string[]): Promise<Goal[]> {
    if (ids.length === 0) return [];
    const rows = await em.find(Goal, { id: { $in: ids } });
    const byId = new Map(rows.map((goal) => [goal.id, goal]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  private async sharedTeamIds(em: EntityManager, goal: Goal): Promise<string[]> {
    const rows = await em.find(GoalSharing, { goal, enable: true }, { fields: ['team'] });
    return rows.map((row) => row.team.id);
  }

  private async recipients(em: EntityManager, goal: Goal): Promise<string[]> {
    const participants = await em.find(GoalParticipant, { goal }, { fields: ['user'] });
    return [...(goal.leader ? [goal.leader.id] : []), ...participants.map((row) => row.user.id)];
  }

  private async notifyChanges(
    em: EntityManager,
    actorId: string,
    goal: Goal,
    team: Team,
    changes: FieldChange[],
  ): Promise<void> {
    const notified = changes.flatMap(({ field, oldValue, newValue }) => {
      const name = NOTIFIED_FIELDS[field];
      return name ? [{ field: name, oldValue, newValue }] : [];
    });
    if (notified.length === 0) return;
    await notifyWorkItemChanges(this.deps.notifications, {
      kind: 'goal',
      id: goal.id,
      title: goal.title,
      deadline: goal.endDate ?? null,
      workspaceId: team.workspace.id,
      actorId,
      recipientIds: await this.recipients(em, goal),
      changes: notified,
    });
  }

  private async syncDeadlineReminder(em: EntityManager, goal: Goal, team: Team): Promise<void> {
    await syncDeadlineReminder(em, this.deps.reminders, {
      kind: 'goal',
      id: goal.id,
      title: goal.title,
      dueDate: goal.endDate ?? null,
      status: goal.status,
      leaderId: goal.leader?.id ?? null,
      recipientIds: await this.recipients(em, goal),
      workspaceId: team.workspace.id,
    });
  }

  private publish(goalId: string, teamIds: string[]): void {
    this.deps.bus.publish('goal.changed', goalId, { goalId });
    for (const teamId of new Set(teamIds)) this.deps.bus.publish('team.goals.changed', teamId, { goalId });
  }
}

function validTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw errors.badInput('title', 'TITLE_REQUIRED', 'Please enter a title.');
  if (trimmed.length > TITLE_MAX)
    throw errors.badInput('title', 'TITLE_TOO_LONG', `The title can be at most ${TITLE_MAX} characters.`);
  return trimmed;
}

function validDates(
  startDate: string | null,
  endDate: string | null,
): { startDate: string | null; endDate: string | null } {
  if (startDate && endDate && endDate < startDate)
    throw errors.badInput('endDate', 'END_BEFORE_START', 'The due date cannot be earlier than the start date.');
  return { startDate, endDate };
}

function indicatorFields(indicator: GoalIndicatorInput | null) {
  if (!indicator) return { indicatorType: null, initialValue: null, currentValue: null, targetValue: null };
  const values = [indicator.initialValue, indicator.currentValue ?? indicator.initialValue, indicator.targetValue];
  if (!values.every(Number.isFinite))
    throw errors.badInput('indicator', 'INDICATOR_NOT_A_NUMBER', 'Indicator values must be numbers.');
  const message = indicatorError(indicator);
  if (message) throw errors.badInput('indicator.targetValue', 'TARGET_NOT_ABOVE_INITIAL', message);
  return {
    indicatorType: indicator.type,
    initialValue: indicator.initialValue,
    currentValue: values[1],
    targetValue: indicator.targetValue,
  };
}

function indicatorText(goal: Goal): string | null {
  return goal.indicatorType
    ? `${goal.indicatorType}:${goal.initialValue}/${goal.currentValue}/${goal.targetValue}`
    : null;
}

const asText = (value: unknown): string | null => (value == null ? null : String(value));
