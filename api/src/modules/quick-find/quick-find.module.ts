import { defineModule } from '../../kernel/module.js';
import { QuickFindResolver } from './quick-find.resolver.js';

/** The quick switcher (issue 13): one read over the goals, projects, notes, to-dos and people a viewer may open. */
export const quickFindModule = defineModule({
  name: 'quick-find',
  resolvers: [QuickFindResolver],
});
