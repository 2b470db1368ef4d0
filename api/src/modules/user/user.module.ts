import { defineModule } from '../../kernel/module.js';
import { createUserLoaders } from './user.loaders.js';
import { GoalDisplaySetting, TodoDisplaySetting, User } from './user.entity.js';
import { UserResolver } from './user.resolver.js';
import { UserService } from './user.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    users: UserService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createUserLoaders> {}
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** A user's profile changed; routed by user id. */
    'user.updated': [userId: string, payload: { userId: string }];
  }
}

/** The profile, its settings and display preferences (spec 2). */
export const userModule = defineModule({
  name: 'user',
  entities: [User, TodoDisplaySetting, GoalDisplaySetting],
  resolvers: [UserResolver],
  loaders: createUserLoaders,
  services: ({ bus, reminders }) => ({ users: new UserService(bus, reminders) }),
});
