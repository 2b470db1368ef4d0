import { Migration } from '@mikro-orm/migrations';

export class Migration20261122153243_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_schedule" ("id" uuid not null, "related_type" varchar(30) not null, "related_id" uuid not null, "notification_type" varchar(40) not null, "recipient_ids" jsonb not null, "due_date" varchar(10) not null, "fire_at" timestamptz not null, "content" jsonb not null, "workspace_id" uuid null, "fired_at" timestamptz null, "enable" boolean not null default true, constraint "notification_schedule_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "notification_schedule_due_index" on "notification_schedule" ("enable", "fire_at");`);
    this.addSql(
      `alter table "notification_schedule" add constraint "notification_schedule_related_unique" unique ("related_type", "related_id", "notification_type");`,
    );

    this.addSql(
      `create table "user_notification" ("id" uuid not null, "user_id" uuid not null, "notification_type_code" varchar(40) not null, "recurrence_pattern" jsonb not null, "next_execution_time" timestamptz null, "enable" boolean not null default true, constraint "user_notification_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "user_notification_due_index" on "user_notification" ("enable", "next_execution_time");`);
    this.addSql(
      `alter table "user_notification" add constraint "user_notification_user_type_unique" unique ("user_id", "notification_type_code");`,
    );

    this.addSql(
      `alter table "user_notification" add constraint "user_notification_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_schedule" cascade;`);

    this.addSql(`drop table if exists "user_notification" cascade;`);
  }
}
