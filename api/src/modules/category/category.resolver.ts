import { Query, Resolver } from 'type-graphql';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Category } from './category.entity.js';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: 'Enabled to-do categories, ordered by name.' })
  categories(@SignedIn() ctx: SignedInContext): Promise<Category[]> {
    return ctx.em.find(Category, {}, { orderBy: { name: 'asc' } });
  }
}
