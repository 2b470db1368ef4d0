import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { requireViewer } from '../../graphql/viewer.js';
import { Category } from './category.entity.js';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: 'Enabled to-do categories, ordered by name.' })
  categories(@Ctx() ctx: Context): Promise<Category[]> {
    requireViewer(ctx);
    return ctx.em.find(Category, {}, { orderBy: { name: 'asc' } });
  }
}
