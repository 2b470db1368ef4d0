import { DateTime } from 'luxon';
import type { Organisation } from './org-factories.js';
import { ADMINS_ONLY, TEAM_READERS, type Case } from './tenancy-case.js';
import type { TestApp } from './test-app.js';

/**
 * The tenancy matrix rows of the daily scrum: the organisation's team (the owner and the member);
 * the admin is the colleague of the workspace outside it. Each call that posts gets a day of its
 * own (one item per member and day).
 */
export class DailyScrumFixtures {
  private days = 0;

  constructor(private readonly env: () => { app: TestApp; org: Organisation }) {}

  /** A day nobody has used yet. */
  freshDate(): string {
    return DateTime.fromISO('2025-06-01').minus({ days: ++this.days }).toISODate()!;
  }

  /** The team's scrum of a fresh day, opened by the owner. */
  async freshScrum(): Promise<string> {
    const { app, org } = this.env();
    const { dailyScrum } = await app.gqlOk(
      `query($t: UUID!, $d: LocalDate!) { dailyScrum(teamId: $t, date: $d) { id } }`,
      { t: org.teamId, d: this.freshDate() },
      { token: org.owner.token },
    );
    return dailyScrum.id;
  }

  /** An item of the member on a fresh day. */
  async freshItem(): Promise<string> {
    const { app, org } = this.env();
    const { postDailyScrumItem } = await app.gqlOk(
      `mutation($s: UUID!) { postDailyScrumItem(scrumId: $s, input: { note: "Working on it" }) { id } }`,
      { s: await this.freshScrum() },
      { token: org.member.token },
    );
    return postDailyScrumItem.id;
  }

  async freshTemplate(): Promise<string> {
    const { app, org } = this.env();
    const { createDailyScrumTemplate } = await app.gqlOk(
      `mutation($t: UUID!) { createDailyScrumTemplate(teamId: $t, input: { title: "Daily", content: "Mood:" }) { id } }`,
      { t: org.teamId },
      { token: org.owner.token },
    );
    return createDailyScrumTemplate.id;
  }
}

/** The member's item: its author changes it, the owner (a teammate) is refused, others find nothing. */
const ITEM_AUTHOR = { default: 'NOT_FOUND', member: 'ok', owner: 'FORBIDDEN', anonymous: 'UNAUTHENTICATED' } as const;

export function dailyScrumCases(fx: DailyScrumFixtures): Record<string, Case> {
  return {
    'Query.dailyScrum': {
      query: `query($t: UUID!, $d: LocalDate!) { dailyScrum(teamId: $t, date: $d) { id items { id } members { user { email } } } }`,
      variables: (o) => ({ t: o.teamId, d: '2025-07-01' }),
      expect: TEAM_READERS,
      leaksNothing: true,
    },
    'Query.dailyScrumDraft': {
      query: `query($t: UUID!) { dailyScrumDraft(teamId: $t, date: "2025-07-01") { note } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: TEAM_READERS,
    },
    'Query.dailyScrumTemplates': {
      query: `query($t: UUID!) { dailyScrumTemplates(teamId: $t) { id } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: { ...TEAM_READERS, admin: 'ok' },
    },
    'Mutation.postDailyScrumItem': {
      query: `mutation($s: UUID!) { postDailyScrumItem(scrumId: $s, input: { note: "Hello" }) { id } }`,
      variables: async () => ({ s: await fx.freshScrum() }),
      expect: TEAM_READERS,
    },
    'Mutation.updateDailyScrumItem': {
      query: `mutation($id: UUID!) { updateDailyScrumItem(id: $id, input: { note: "Edited" }) { id } }`,
      variables: async () => ({ id: await fx.freshItem() }),
      expect: ITEM_AUTHOR,
    },
    'Mutation.deleteDailyScrumItem': {
      query: `mutation($id: UUID!) { deleteDailyScrumItem(id: $id) }`,
      variables: async () => ({ id: await fx.freshItem() }),
      expect: ITEM_AUTHOR,
    },
    'Mutation.createDailyScrumTemplate': {
      query: `mutation($t: UUID!) { createDailyScrumTemplate(teamId: $t, input: { title: "Mine" }) { id } }`,
      variables: (o) => ({ t: o.teamId }),
      expect: ADMINS_ONLY,
    },
    'Mutation.updateDailyScrumTemplate': {
      query: `mutation($id: UUID!) { updateDailyScrumTemplate(id: $id, input: { title: "Renamed" }) { id } }`,
      variables: async () => ({ id: await fx.freshTemplate() }),
      expect: ADMINS_ONLY,
    },
    'Mutation.setDefaultDailyScrumTemplate': {
      query: `mutation($id: UUID!) { setDefaultDailyScrumTemplate(id: $id, isDefault: true) { id } }`,
      variables: async () => ({ id: await fx.freshTemplate() }),
      expect: ADMINS_ONLY,
    },
    'Mutation.deleteDailyScrumTemplate': {
      query: `mutation($id: UUID!) { deleteDailyScrumTemplate(id: $id) }`,
      variables: async () => ({ id: await fx.freshTemplate() }),
      expect: ADMINS_ONLY,
    },
  };
}

export const DAILY_SCRUM_SUBSCRIPTIONS: Record<string, Case> = {
  'Subscription.dailyScrumChanged': {
    query: `subscription { dailyScrumChanged(scrumId: "") { scrumId } }`,
    expect: {},
  },
};
