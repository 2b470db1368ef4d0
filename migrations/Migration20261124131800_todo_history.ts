import { Migration } from '@mikro-orm/migrations';

export class Migration20261124131800_todo_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "todo_history" ("id" uuid not null, "todo_id" uuid not null, "user_id" uuid not null, "field" varchar(20) not null, "old_value" text null, "new_value" text null, "register_date" timestamptz not null, constraint "todo_history_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "todo_history_todo_created_index" on "todo_history" ("todo_id", "register_date");`);
    this.addSql(
      `alter table "todo_history" add constraint "todo_history_todo_id_foreign" foreign key ("todo_id") references "todo" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "todo_history" add constraint "todo_history_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "todo_history" cascade;`);
  }
}
