import { defineModule } from '../../kernel/module.js';
import { Project, ProjectParticipant, ProjectSharing } from './project.entity.js';
import { createProjectLoaders } from './project.loaders.js';
import { ProjectResolver, TeamProjectsResolver } from './project.resolver.js';
import { ProjectService } from './project.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    projects: ProjectService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createProjectLoaders> {}
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** A project was changed or deleted; routed by project id. */
    'project.changed': [projectId: string, payload: { projectId: string }];
  }
}

/** Projects that group goals, with their own participants and sharing (spec 1). */
export const projectModule = defineModule({
  name: 'project',
  entities: [Project, ProjectParticipant, ProjectSharing],
  resolvers: [ProjectResolver, TeamProjectsResolver],
  loaders: createProjectLoaders,
  services: ({ bus, notifications, reminders, goals }) => ({
    projects: new ProjectService({ bus, notifications, reminders, goals }),
  }),
});
