import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ActivityResolver } from '../modules/activity/activity.resolver.js';
import { GoalResolver } from '../modules/goal/goal.resolver.js';
import { ProjectResolver, TeamProjectsResolver } from '../modules/project/project.resolver.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';
import { PlannerResolver } from '../modules/planner/planner.resolver.js';
import { GoalTodosResolver, TodoResolver } from '../modules/todo/todo.resolver.js';
import { CommentResolver, TodoCommentsResolver } from '../modules/comment/comment.resolver.js';
import { GoalNotesResolver, NoteResolver, TodoNotesResolver } from '../modules/note/note.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { DemoResolver } from '../modules/demo/demo.resolver.js';
import { InvitationResolver } from '../modules/invitation/invitation.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { TeamMemberResolver } from '../modules/team/team-member.resolver.js';
import { TeamResolver } from '../modules/team/team.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { WorkspaceMemberResolver } from '../modules/workspace/member.resolver.js';
import { WorkspaceResolver } from '../modules/workspace/workspace.resolver.js';
import { PushResolver } from '../modules/push/push.resolver.js';
import type { EventBus } from './pubsub.js';
import { DateTimeScalar } from './scalars.js';

/** Every resolver of the API; each area adds its own. */
export const resolvers = [
  AuthResolver,
  UserResolver,
  DemoResolver,
  WorkspaceResolver,
  WorkspaceMemberResolver,
  InvitationResolver,
  TeamResolver,
  TeamMemberResolver,
  NotificationResolver,
  PushResolver,
  GoalResolver,
  ProjectResolver,
  TeamProjectsResolver,
  ActivityResolver,
  CategoryResolver,
  TodoResolver,
  GoalTodosResolver,
  PlannerResolver,
  CommentResolver,
  TodoCommentsResolver,
  NoteResolver,
  TodoNotesResolver,
  GoalNotesResolver,
] as const;

export function buildQuarterSchema(bus: EventBus): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    pubSub: bus,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    // Inputs are checked by the services with the spec's messages, not by class-validator.
    validate: false,
    emitSchemaFile: false,
  });
}
