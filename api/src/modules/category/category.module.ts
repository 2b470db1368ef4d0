import { defineModule } from '../../kernel/module.js';
import { Category } from './category.entity.js';
import { CategoryResolver } from './category.resolver.js';

/** The to-do categories and their colours (spec 1). */
export const categoryModule = defineModule({
  name: 'category',
  entities: [Category],
  resolvers: [CategoryResolver],
});
