import { Query, Resolver } from 'type-graphql';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Category } from './category.entity.js';
import { BoundTokens } from '../../graphql/token-binding.js';

@Resolver(() => Category)
export class CategoryResolver {
  @BoundTokens('account')
  @Query(() => [Category], { description: 'Enabled to-do categories, ordered by name.' })
  categories(@SignedIn() ctx: SignedInContext): Promise<Category[]> {
    return ctx.em.find(Category, {}, { orderBy: { name: 'asc' } });
  }
}
