import { Arg, Query, Resolver } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { Chart, ChartKind } from './chart.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';

/** Charts of one's own work (issue 17): thin, over ChartService. */
@Resolver()
export class ChartResolver {
  @BoundTokens('all-workspaces')
  @Query(() => Chart, {
    description:
      'A chart of the viewer own work over a period of at most 31 days (their to-dos only), rendered on the server in their language.',
  })
  myWorkChart(
    @Arg('kind', () => ChartKind, { description: 'Which chart.' }) kind: ChartKind,
    @Arg('startDate', () => LocalDateScalar, { description: 'First day of the period (the viewer time zone).' })
    startDate: string,
    @Arg('endDate', () => LocalDateScalar, {
      description: 'Last day, included: at most 31 days from startDate (BAD_USER_INPUT INVALID_RANGE otherwise).',
    })
    endDate: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<Chart> {
    return ctx.services.charts.workChart(ctx.em, ctx.viewer.userId, kind, { start: startDate, end: endDate });
  }
}
