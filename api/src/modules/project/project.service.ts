import type { EntityManager } from '@mikro-orm/postgresql';
import { PROJECT_NAME_MAX } from '@domain/text-limits.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import { Goal } from '../goal/goal.entity.js';
import type { GoalService } from '../goal/goal.service.js';
import { assertActiveMembers } from '../work-item/work-item-people.js';
import { PROJECT_TABLES, sharedWith, whereReadable } from '../work-item/readable-work-items.query.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { ReminderService } from '../notification/reminder.service.js';
import type { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';
import { notifyWorkItemChanges, type WorkItemFieldChange } from '../work-item/work-item-change-notice.js';
import { syncDeadlineReminder } from '../work-item/work-item-reminder.js';
import { switchProjectSharing } from '../work-item/work-item-sharing.js';
import { Project, ProjectParticipant, ProjectSharing } from './project.entity.js';
import type { CreateProjectInput, ProjectPage, UpdateProjectInput } from './project.types.js';

const NAME_MAX = PROJECT_NAME_MAX;

export interface ProjectServiceDeps {
  bus: EventBus;
  notifications: NotificationService;
  reminders: ReminderService;
  goals: GoalService;
}

/** Projects (spec 1 sections 3 to 7): callers have authorized the viewer. */
export class ProjectService {
  constructor(private readonly deps: ProjectServiceDeps) {}

  async create(em: EntityManager, actorId: string, team: Team, input: CreateProjectInput): Promise<Project> {
    const leaderId = input.leaderId ?? actorId;
    const participantIds = [...new Set(input.participantIds ?? [])].filter((id) => id !== leaderId);
    await assertActiveMembers(em, team.workspace.id, [leaderId, ...participantIds]);
    const project = em.create(Project, {
      name: validName(input.name),
      description: input.description ?? null,
      deadline: input.deadline ?? null,
      priority: input.priority ?? 'MEDIUM',
      status: input.status ?? 'PLANNED',
      leader: em.getReference(User, leaderId),
      team,
      register: em.getReference(User, actorId),
    });
    for (const userId of participantIds)
      em.create(ProjectParticipant, { project, user: em.getReference(User, userId) });
    em.create(ProjectSharing, { project, team, isOwner: true });
    await em.flush();
    await this.syncDeadlineReminder(em, project, team);
    return project;
  }

  async update(
    em: EntityManager,
    actorId: string,
    project: Project,
    team: Team,
    input: UpdateProjectInput,
  ): Promise<Project> {
    const notified: WorkItemFieldChange[] = [];
    const set = <K extends 'name' | 'description' | 'deadline' | 'priority' | 'status'>(
      field: K,
      value: Project[K],
    ) => {
      if (project[field] === value) return;
      if (field === 'deadline' || field === 'priority' || field === 'status')
        notified.push({ field, oldValue: project[field] ?? null, newValue: value ?? null });
      project[field] = value;
    };
    if (input.name != null) set('name', validName(input.name));
    if (input.description !== undefined) set('description', input.description ?? null);
    if (input.deadline !== undefined) set('deadline', input.deadline ?? null);
    if (input.priority) set('priority', input.priority);
    if (input.status) set('status', input.status);
    const formerLeader = project.leader?.id ?? null;
    if (input.leaderId !== undefined && (input.leaderId ?? null) !== formerLeader) {
      if (input.leaderId) await assertActiveMembers(em, team.workspace.id, [input.leaderId]);
      project.leader = input.leaderId ? em.getReference(User, input.leaderId) : null;
      notified.push({ field: 'leader', oldValue: formerLeader, newValue: input.leaderId ?? null });
    }
    if (input.participantIds) await this.replaceParticipants(em, project, team, input.participantIds);
    await em.flush();
    if (notified.some((change) => change.field !== 'priority') || input.participantIds) {
      await this.syncDeadlineReminder(em, project, team);
    }
    await this.notifyChanges(em, actorId, project, team, notified);
    this.deps.bus.publish('project.changed', project.id, { projectId: project.id });
    return project;
  }

  /** Soft delete; its goals stay and lose the project link. */
  async softDelete(em: EntityManager, project: Project): Promise<void> {
    await em.nativeUpdate(Goal, { project }, { project: null });
    project.enable = false;
    await em.flush();
    await this.deps.reminders.cancelSchedules(em, 'project', project.id);
    this.deps.bus.publish('project.changed', project.id, { projectId: project.id });
  }

  async setSharing(
    em: EntityManager,
    actorId: string,
    project: Project,
    team: Team,
    enable: boolean,
    includeChildGoals: boolean,
  ): Promise<Project> {
    if (project.team.id === team.id && !enable)
      throw errors.badInput('teamId', 'OWNER_TEAM', 'A project is always shared with its own team.');
    await switchProjectSharing(em, project, team, enable);
    if (includeChildGoals) {
      const goals = await em.find(Goal, { project });
      for (const goal of goals) {
        if (goal.team.id === team.id && !enable) continue;
        // With their sub-goals at any depth, which need not be in the project themselves.
        await this.deps.goals.setSharing(em, actorId, goal, team, enable, true);
      }
    }
    await em.flush();
    this.deps.bus.publish('project.changed', project.id, { projectId: project.id });
    return project;
  }

  /** Projects the viewer may read: of one team (shared with it) or of all their teams; newest first. */
  async list(
    em: EntityManager,
    viewerId: string,
    teamId: string | null,
    workspaceId: string | null,
    offset: number,
    size: number,
  ): Promise<ProjectPage> {
    const knex = em.getKnex();
    const builder = whereReadable(
      knex,
      knex('project as p').select('p.id', knex.raw('count(*) over () as total')),
      PROJECT_TABLES,
      viewerId,
    );
    if (teamId) builder.whereExists(sharedWith(knex, PROJECT_TABLES, teamId));
    if (workspaceId) builder.where('t.workspace_id', workspaceId);
    const rows: { id: string; total: string }[] = await builder
      .orderByRaw('p.register_date desc, p.id')
      .offset(offset)
      .limit(size);
    const projects = rows.length ? await em.find(Project, { id: { $in: rows.map((row) => row.id) } }) : [];
    const byId = new Map(projects.map((project) => [project.id, project]));
    return {
      items: rows.flatMap((row) => (byId.has(row.id) ? [byId.get(row.id)!] : [])),
      total: rows.length ? Number(rows[0].total) : 0,
    };
  }

  private async replaceParticipants(em: EntityManager, project: Project, team: Team, userIds: string[]): Promise<void> {
    const wanted = [...new Set(userIds)];
    await assertActiveMembers(em, team.workspace.id, wanted);
    const current = await em.find(ProjectParticipant, { project });
    for (const row of current) if (!wanted.includes(row.user.id)) em.remove(row);
    for (const userId of wanted) {
      if (!current.some((row) => row.user.id === userId))
        em.create(ProjectParticipant, { project, user: em.getReference(User, userId) });
    }
  }

  private async recipients(em: EntityManager, project: Project): Promise<string[]> {
    const participants = await em.find(ProjectParticipant, { project }, { fields: ['user'] });
    return [...(project.leader ? [project.leader.id] : []), ...participants.map((row) => row.user.id)];
  }

  private async notifyChanges(
    em: EntityManager,
    actorId: string,
    project: Project,
    team: Team,
    changes: WorkItemFieldChange[],
  ): Promise<void> {
    if (changes.length === 0) return;
    await notifyWorkItemChanges(this.deps.notifications, {
      kind: 'project',
      id: project.id,
      title: project.name,
      deadline: project.deadline ?? null,
      workspaceId: team.workspace.id,
      actorId,
      recipientIds: await this.recipients(em, project),
      changes,
    });
  }

  private async syncDeadlineReminder(em: EntityManager, project: Project, team: Team): Promise<void> {
    await syncDeadlineReminder(em, this.deps.reminders, {
      kind: 'project',
      id: project.id,
      title: project.name,
      dueDate: project.deadline ?? null,
      status: project.status,
      leaderId: project.leader?.id ?? null,
      recipientIds: await this.recipients(em, project),
      workspaceId: team.workspace.id,
    });
  }
}

function validName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw errors.badInput('name', 'NAME_REQUIRED', 'Please enter a name.');
  if (trimmed.length > NAME_MAX)
    throw errors.badInput('name', 'NAME_TOO_LONG', `The name can be at most ${NAME_MAX} characters.`);
  return trimmed;
}
