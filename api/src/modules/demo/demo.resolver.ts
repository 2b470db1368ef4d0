import { Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { BoundTokens } from '../../graphql/token-binding.js';

@Resolver()
export class DemoResolver {
  @BoundTokens('account')
  @Query(() => Boolean, {
    description: 'Whether the demo data seeded on a new database is still there (settings then offers to remove it).',
  })
  demoDataPresent(@SignedIn() ctx: SignedInContext): Promise<boolean> {
    return ctx.services.demo.isPresent(ctx.em);
  }

  @BoundTokens('all-workspaces')
  @Mutation(() => Boolean, { description: 'Removes the demo account and everything seeded for it.' })
  async removeDemoData(@SignedIn() ctx: SignedInContext): Promise<boolean> {
    await ctx.services.demo.remove(ctx.em);
    return true;
  }
}
