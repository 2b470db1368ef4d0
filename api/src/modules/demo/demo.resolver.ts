import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { requireViewer } from '../../graphql/viewer.js';

@Resolver()
export class DemoResolver {
  @Query(() => Boolean, { description: 'Whether the demo data seeded on a new database is still there (settings then offers to remove it).' })
  demoDataPresent(@Ctx() ctx: Context): Promise<boolean> {
    requireViewer(ctx);
    return ctx.services.demo.isPresent(ctx.em);
  }

  @Mutation(() => Boolean, { description: 'Removes the demo account and everything seeded for it.' })
  async removeDemoData(@Ctx() ctx: Context): Promise<boolean> {
    requireViewer(ctx);
    await ctx.services.demo.remove(ctx.em);
    return true;
  }
}
