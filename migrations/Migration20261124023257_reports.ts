import { Migration } from '@mikro-orm/migrations';
import { REPORT_TYPES } from '../domain/report-period.js';

/** English names, as stored; the client shows translated ones (domain/report-period.ts). */
const TYPE_NAMES = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  ANNUAL: 'Annual',
  CUSTOM: 'Custom',
} as const;

export class Migration20261124023257_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "report_type" ("code" varchar(20) not null, "name" varchar(40) not null, "description" text null, "is_active" boolean not null default true, constraint "report_type_pkey" primary key ("code"));`,
    );

    this.addSql(
      `create table "report" ("id" uuid not null, "title" varchar(200) not null, "content" jsonb not null, "markdown_content" text not null default '', "report_type_code" varchar(20) not null, "register_id" uuid not null, "workspace_id" uuid not null, "owner_id" uuid not null, "owner_type" varchar(20) not null default 'PERSONAL', "is_draft" boolean not null default true, "start_date" date not null, "end_date" date not null, "sent_at" timestamptz null, "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "report_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "report_author_index" on "report" ("workspace_id", "register_id", "register_date");`);

    this.addSql(
      `create table "report_receiver" ("id" uuid not null, "report_id" uuid not null, "user_id" uuid not null, "is_primary" boolean not null default false, "is_read" boolean not null default false, "read_at" timestamptz null, "enable" boolean not null default true, "sent_at" timestamptz not null, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "report_receiver_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "report_receiver_inbox_index" on "report_receiver" ("user_id", "enable", "sent_at");`);
    this.addSql(
      `alter table "report_receiver" add constraint "report_receiver_report_user_unique" unique ("report_id", "user_id");`,
    );

    this.addSql(
      `alter table "report" add constraint "report_report_type_code_foreign" foreign key ("report_type_code") references "report_type" ("code") on update cascade;`,
    );
    this.addSql(
      `alter table "report" add constraint "report_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "report" add constraint "report_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "report" add constraint "report_owner_id_foreign" foreign key ("owner_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "report_receiver" add constraint "report_receiver_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "report_receiver" add constraint "report_receiver_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    for (const code of REPORT_TYPES) {
      this.addSql(
        `insert into "report_type" ("code", "name", "is_active") values ('${code}', '${TYPE_NAMES[code]}', true);`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "report" drop constraint "report_report_type_code_foreign";`);

    this.addSql(`alter table "report_receiver" drop constraint "report_receiver_report_id_foreign";`);

    this.addSql(`drop table if exists "report_type" cascade;`);

    this.addSql(`drop table if exists "report" cascade;`);

    this.addSql(`drop table if exists "report_receiver" cascade;`);
  }
}
