import { Arg, Int, Query, Resolver } from 'type-graphql';
import { QUICK_FIND_DEFAULT_SIZE, QUICK_FIND_MAX_SIZE } from '@domain/quick-find.js';
import { checkPage } from '../../graphql/paging.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { quickFind } from './quick-find.query.js';
import { QuickFindHit } from './quick-find.types.js';

@Resolver()
export class QuickFindResolver {
  @BoundTokens('narrowed')
  @Query(() => [QuickFindHit], {
    description:
      'The quick switcher (Ctrl/Cmd+K): goals, projects, notes, to-dos and people of the viewer’s workspaces whose title or name holds the text, regardless of case and accents ("ke hoach" finds "Kế hoạch"); in each kind the whole title first, then its start, the start of a word, any part. Fewer than 2 characters find nothing; 2 characters find people by any part of the name and the rest by the start of a word; from 3, any part. Only what the viewer may open (a colleague’s private to-do never); a token bound to a workspace finds only that workspace’s. Grouped by kind: goals, projects, notes, to-dos, people.',
  })
  async quickFind(
    @Arg('text', { description: 'What was typed: any part of a title or a name.' }) text: string,
    @Arg('size', () => Int, {
      defaultValue: QUICK_FIND_DEFAULT_SIZE,
      description: `Hits of each kind at most, 1 to ${QUICK_FIND_MAX_SIZE}.`,
    })
    size: number,
    @SignedIn() ctx: SignedInContext,
  ): Promise<QuickFindHit[]> {
    checkPage(0, size, QUICK_FIND_MAX_SIZE);
    const rows = await quickFind(ctx.em, {
      viewerId: ctx.viewer.userId,
      boundWorkspaceId: ctx.viewer.token?.workspaceId ?? null,
      text,
      size,
    });
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      workspaceId: row.workspace_id,
      workspaceName: row.workspace_name,
      teamId: row.team_id,
    }));
  }
}
