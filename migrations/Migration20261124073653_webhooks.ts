import { Migration } from '@mikro-orm/migrations';

export class Migration20261124073653_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_event" ("id" uuid not null, "subject" text check ("subject" in ('todo', 'goal', 'comment', 'report', 'feedback')) not null, "subject_id" uuid not null, "action" varchar(10) not null, "occurred_at" timestamptz not null, "dispatched_at" timestamptz null, constraint "webhook_event_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_event_pending_index" on "webhook_event" ("occurred_at") where "dispatched_at" is null;`,
    );

    this.addSql(
      `create table "webhook_endpoint" ("id" uuid not null, "workspace_id" uuid not null, "url" varchar(2000) not null, "secret" varchar(64) not null, "events" text[] not null, "enabled" boolean not null default true, "consecutive_failures" int not null default 0, "disabled_reason" varchar(20) null, "register_id" uuid not null, "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "webhook_endpoint_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoint_workspace_index" on "webhook_endpoint" ("workspace_id");`);

    this.addSql(
      `create table "webhook_delivery" ("id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" varchar(30) not null, "status" text check ("status" in ('PENDING', 'SUCCEEDED', 'FAILED', 'SKIPPED')) not null default 'PENDING', "attempts" int not null default 0, "response_status" int null, "response_ms" int null, "error" varchar(300) null, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "webhook_delivery_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "webhook_delivery_register_date_index" on "webhook_delivery" ("register_date");`);
    this.addSql(
      `create index "webhook_delivery_endpoint_index" on "webhook_delivery" ("endpoint_id", "register_date");`,
    );

    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "webhook_event" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_event_id_foreign";`);

    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_event" cascade;`);

    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);

    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
  }
}
