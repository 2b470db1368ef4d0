import { defineModule } from '../../kernel/module.js';
import { AssistantMessage, AssistantSession } from './assistant.entity.js';
import { AssistantResolver } from './assistant.resolver.js';
import { AssistantService } from './assistant.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    assistant: AssistantService;
  }
}

/** The AI assistant (spec 3, issue 17): conversations over a socket, tools run as the user, history. */
export const assistantModule = defineModule({
  name: 'assistant',
  entities: [AssistantSession, AssistantMessage],
  resolvers: [AssistantResolver],
  services: ({ logger }, settings) => ({ assistant: new AssistantService(logger, settings.ai) }),
});
