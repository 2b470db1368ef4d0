import { Migration } from '@mikro-orm/migrations';

/**
 * A workspace has exactly one owner row. Workspaces that lost theirs (an add or an accepted invitation
 * could demote the owner) get one back first: the creator if still an active member, else the longest
 * serving admin, else the longest serving member.
 */
export class Migration20261128110000_workspace_one_owner extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "workspace_member" as "m" set "role" = 'OWNER' from (
      select distinct on ("w"."id") "wm"."id"
      from "workspace" as "w"
      join "workspace_member" as "wm" on "wm"."workspace_id" = "w"."id" and "wm"."enable" and "wm"."role" in ('OWNER', 'ADMIN', 'MEMBER')
      where "w"."enable" and not exists (select 1 from "workspace_member" as "o" where "o"."workspace_id" = "w"."id" and "o"."role" = 'OWNER')
      order by "w"."id", ("wm"."user_id" = "w"."register_id") desc, ("wm"."role" = 'ADMIN') desc, "wm"."register_date"
    ) as "heir" where "m"."id" = "heir"."id";`);

    this.addSql(
      `create unique index "workspace_member_one_owner" on "workspace_member" ("workspace_id") where "role" = 'OWNER';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "workspace_member_one_owner";`);
  }
}
