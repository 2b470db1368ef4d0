import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { errors } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { checkTeam } from '../team/team.access.js';
import { DailyScrumTemplate } from './daily-scrum.entity.js';
import { dailyScrumPolicy } from './daily-scrum.policy.js';
import { ScrumTemplateInput } from './daily-scrum.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** A team's daily scrum templates: members read and use them, workspace owners and admins manage them. */
@Resolver(() => DailyScrumTemplate)
export class DailyScrumTemplateResolver {
  @BoundTokens({ teamId: 'team' })
  @Query(() => [DailyScrumTemplate], { description: 'The team templates, the default first.' })
  async dailyScrumTemplates(
    @Arg('teamId', () => UUIDScalar, {
      description: 'A team the viewer is a member of, or whose workspace they administer.',
    })
    teamId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<DailyScrumTemplate[]> {
    await checkTeam(ctx, teamId, (viewer) => dailyScrumPolicy.read(viewer) || dailyScrumPolicy.manageTemplates(viewer));
    return ctx.services.dailyScrumTemplates.list(ctx.em, teamId);
  }

  @BoundTokens({ teamId: 'team' })
  @Mutation(() => DailyScrumTemplate, {
    description: 'Adds a template to a team (workspace owners and admins), as its default if asked.',
  })
  async createDailyScrumTemplate(
    @Arg('teamId', () => UUIDScalar, { description: 'The team; its workspace is administered by the viewer.' })
    teamId: string,
    @Arg('input', () => ScrumTemplateInput, { description: 'Its title and text.' }) input: ScrumTemplateInput,
    @Arg('isDefault', {
      defaultValue: false,
      description: 'Make it the team default (the previous default stops being it).',
    })
    isDefault: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<DailyScrumTemplate> {
    await checkTeam(ctx, teamId, dailyScrumPolicy.manageTemplates);
    return ctx.services.dailyScrumTemplates.create(ctx.em, ctx.viewer.userId, teamId, { ...input, isDefault });
  }

  @BoundTokens({ id: 'dailyScrumTemplate' })
  @Mutation(() => DailyScrumTemplate, { description: 'Edits a template (workspace owners and admins).' })
  async updateDailyScrumTemplate(
    @Arg('id', () => UUIDScalar, { description: 'The template to edit.' }) id: string,
    @Arg('input', () => ScrumTemplateInput, { description: 'Its new title and text.' }) input: ScrumTemplateInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<DailyScrumTemplate> {
    return ctx.services.dailyScrumTemplates.update(ctx.em, await authorizeTemplate(ctx, id), input);
  }

  @BoundTokens({ id: 'dailyScrumTemplate' })
  @Mutation(() => DailyScrumTemplate, {
    description: 'Makes a template the team default (the previous one stops being it), or takes the default off.',
  })
  async setDefaultDailyScrumTemplate(
    @Arg('id', () => UUIDScalar, { description: 'The template.' }) id: string,
    @Arg('isDefault', { description: 'True makes it the default; false leaves the team without one.' })
    isDefault: boolean,
    @SignedIn() ctx: SignedInContext,
  ): Promise<DailyScrumTemplate> {
    return ctx.services.dailyScrumTemplates.setDefault(ctx.em, await authorizeTemplate(ctx, id), isDefault);
  }

  @BoundTokens({ id: 'dailyScrumTemplate' })
  @RetrySafe()
  @Mutation(() => Boolean, { description: 'Deletes a template (workspace owners and admins; soft).' })
  async deleteDailyScrumTemplate(
    @Arg('id', () => UUIDScalar, { description: 'The template to delete.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.dailyScrumTemplates.delete(ctx.em, await authorizeTemplate(ctx, id));
    return true;
  }
}

async function authorizeTemplate(ctx: SignedInContext, id: string): Promise<DailyScrumTemplate> {
  const template = await ctx.em.findOne(DailyScrumTemplate, { id });
  if (!template) throw errors.notFound('Daily scrum template');
  await checkTeam(ctx, template.team.id, dailyScrumPolicy.manageTemplates);
  return template;
}
