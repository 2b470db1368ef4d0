import { Migration } from '@mikro-orm/migrations';

export class Migration20261122152750_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification" ("id" uuid not null, "user_id" uuid not null, "type" varchar(40) not null, "content" jsonb not null, "related_id" uuid null, "related_type" varchar(30) null, "is_read" boolean not null default false, "is_viewed" boolean not null default false, "enable" boolean not null default true, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "notification_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "notification_related_index" on "notification" ("related_type", "related_id");`);
    this.addSql(`create index "notification_user_list_index" on "notification" ("user_id", "register_date");`);
    // The unread badge counts these on every page load.
    this.addSql(
      `create index "notification_unread_index" on "notification" ("user_id") where "enable" and not "is_read";`,
    );

    this.addSql(
      `alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification" cascade;`);
  }
}
