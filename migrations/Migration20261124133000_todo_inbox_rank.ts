import { Migration } from '@mikro-orm/migrations';

export class Migration20261124133000_todo_inbox_rank extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "todo" add column "inbox_rank" double precision not null default 0;`);
    // The inbox listed newest first: ranks 1, 2, 3, ... in that order.
    this.addSql(
      `update "todo" t set "inbox_rank" = r.rank from (select "id", row_number() over (partition by "user_id" order by "register_date" desc, "id") as rank from "todo") r where r."id" = t."id";`,
    );
    this.addSql(`create index "todo_inbox_rank_index" on "todo" ("user_id", "inbox_rank");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "todo_inbox_rank_index";`);
    this.addSql(`alter table "todo" drop column "inbox_rank";`);
  }
}
