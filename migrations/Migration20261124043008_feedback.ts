import { Migration } from '@mikro-orm/migrations';

export class Migration20261124043008_feedback extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "feedback_request" ("id" uuid not null, "content" text not null, "register_id" uuid not null, "receiver_id" uuid not null, "workspace_id" uuid not null, "is_rejected" boolean not null default false, "is_completed" boolean not null default false, "enable" boolean not null default true, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "feedback_request_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "feedback_request_sent_index" on "feedback_request" ("register_id", "workspace_id", "register_date");`,
    );
    this.addSql(
      `create index "feedback_request_received_index" on "feedback_request" ("receiver_id", "workspace_id", "register_date");`,
    );

    this.addSql(
      `create table "feedback_request_todo" ("id" uuid not null, "request_id" uuid not null, "todo_id" uuid not null, constraint "feedback_request_todo_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "feedback_request_todo_todo_index" on "feedback_request_todo" ("todo_id");`);
    this.addSql(
      `alter table "feedback_request_todo" add constraint "feedback_request_todo_unique" unique ("request_id", "todo_id");`,
    );

    this.addSql(
      `create table "feedback" ("id" uuid not null, "content" text not null, "register_id" uuid not null, "receiver_id" uuid not null, "workspace_id" uuid not null, "request_id" uuid null, "is_draft" boolean not null default false, "is_read" boolean not null default false, "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "feedback_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "feedback_request_index" on "feedback" ("request_id");`);
    this.addSql(`create index "feedback_sent_index" on "feedback" ("register_id", "workspace_id", "register_date");`);
    this.addSql(
      `create index "feedback_received_index" on "feedback" ("receiver_id", "workspace_id", "register_date");`,
    );

    this.addSql(
      `create table "user_feedback_setting" ("id" uuid not null, "feedback_id" uuid not null, "user_id" uuid not null, "is_bookmarked" boolean not null default false, "bookmark_update_date" timestamptz null, "is_hidden" boolean not null default false, constraint "user_feedback_setting_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "user_feedback_setting_bookmark_index" on "user_feedback_setting" ("user_id", "is_bookmarked", "bookmark_update_date");`,
    );
    this.addSql(
      `alter table "user_feedback_setting" add constraint "user_feedback_setting_unique" unique ("feedback_id", "user_id");`,
    );

    this.addSql(
      `create table "feedback_todo" ("id" uuid not null, "feedback_id" uuid not null, "todo_id" uuid not null, constraint "feedback_todo_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "feedback_todo_todo_index" on "feedback_todo" ("todo_id");`);
    this.addSql(`alter table "feedback_todo" add constraint "feedback_todo_unique" unique ("feedback_id", "todo_id");`);

    this.addSql(
      `create table "emoji_reaction" ("id" uuid not null, "feedback_id" uuid null, "register_id" uuid not null, "emoji_code" varchar(32) not null, "register_date" timestamptz not null, constraint "emoji_reaction_pkey" primary key ("id"), constraint emoji_reaction_one_target check (num_nonnulls(feedback_id) = 1));`,
    );
    this.addSql(`create index "emoji_reaction_user_index" on "emoji_reaction" ("register_id");`);
    this.addSql(
      `alter table "emoji_reaction" add constraint "emoji_reaction_feedback_unique" unique ("feedback_id", "register_id", "emoji_code");`,
    );

    this.addSql(
      `create table "workspace_core_value" ("id" uuid not null, "workspace_id" uuid not null, "name" varchar(50) not null, "register_id" uuid not null, "register_date" timestamptz not null, "update_id" uuid null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "workspace_core_value_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create unique index "workspace_core_value_name_unique" on "workspace_core_value" ("workspace_id", lower("name")) where "enable";`,
    );
    this.addSql(
      `create index "workspace_core_value_workspace_index" on "workspace_core_value" ("workspace_id", "register_date");`,
    );

    this.addSql(
      `create table "feedback_core_value" ("id" uuid not null, "feedback_id" uuid not null, "core_value_id" uuid not null, "is_positive" boolean not null, constraint "feedback_core_value_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "feedback_core_value_value_index" on "feedback_core_value" ("core_value_id");`);
    this.addSql(
      `alter table "feedback_core_value" add constraint "feedback_core_value_unique" unique ("feedback_id", "core_value_id");`,
    );

    this.addSql(
      `alter table "feedback_request" add constraint "feedback_request_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback_request" add constraint "feedback_request_receiver_id_foreign" foreign key ("receiver_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback_request" add constraint "feedback_request_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "feedback_request_todo" add constraint "feedback_request_todo_request_id_foreign" foreign key ("request_id") references "feedback_request" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback_request_todo" add constraint "feedback_request_todo_todo_id_foreign" foreign key ("todo_id") references "todo" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "feedback" add constraint "feedback_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_receiver_id_foreign" foreign key ("receiver_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_request_id_foreign" foreign key ("request_id") references "feedback_request" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "user_feedback_setting" add constraint "user_feedback_setting_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "user_feedback_setting" add constraint "user_feedback_setting_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "feedback_todo" add constraint "feedback_todo_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback_todo" add constraint "feedback_todo_todo_id_foreign" foreign key ("todo_id") references "todo" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "emoji_reaction" add constraint "emoji_reaction_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "emoji_reaction" add constraint "emoji_reaction_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "workspace_core_value" add constraint "workspace_core_value_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "workspace_core_value" add constraint "workspace_core_value_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "workspace_core_value" add constraint "workspace_core_value_update_id_foreign" foreign key ("update_id") references "user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "feedback_core_value" add constraint "feedback_core_value_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "feedback_core_value" add constraint "feedback_core_value_core_value_id_foreign" foreign key ("core_value_id") references "workspace_core_value" ("id") on update cascade;`,
    );

    this.addSql(`alter table "comment" drop constraint comment_one_target;`);

    this.addSql(`alter table "comment" add column "feedback_id" uuid null;`);
    this.addSql(
      `alter table "comment" add constraint "comment_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "comment_feedback_index" on "comment" ("feedback_id", "register_date");`);
    this.addSql(
      `alter table "comment" add constraint comment_one_target check(num_nonnulls(goal_id, todo_id, note_id, feedback_id) = 1);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "feedback_request_todo" drop constraint "feedback_request_todo_request_id_foreign";`);

    this.addSql(`alter table "feedback" drop constraint "feedback_request_id_foreign";`);

    this.addSql(`alter table "user_feedback_setting" drop constraint "user_feedback_setting_feedback_id_foreign";`);

    this.addSql(`alter table "feedback_todo" drop constraint "feedback_todo_feedback_id_foreign";`);

    this.addSql(`alter table "emoji_reaction" drop constraint "emoji_reaction_feedback_id_foreign";`);

    this.addSql(`alter table "comment" drop constraint "comment_feedback_id_foreign";`);

    this.addSql(`alter table "feedback_core_value" drop constraint "feedback_core_value_feedback_id_foreign";`);

    this.addSql(`alter table "feedback_core_value" drop constraint "feedback_core_value_core_value_id_foreign";`);

    this.addSql(`drop table if exists "feedback_request" cascade;`);

    this.addSql(`drop table if exists "feedback_request_todo" cascade;`);

    this.addSql(`drop table if exists "feedback" cascade;`);

    this.addSql(`drop table if exists "user_feedback_setting" cascade;`);

    this.addSql(`drop table if exists "feedback_todo" cascade;`);

    this.addSql(`drop table if exists "emoji_reaction" cascade;`);

    this.addSql(`drop table if exists "workspace_core_value" cascade;`);

    this.addSql(`drop table if exists "feedback_core_value" cascade;`);

    this.addSql(`drop index "comment_feedback_index";`);
    this.addSql(`alter table "comment" drop constraint comment_one_target;`);
    this.addSql(`alter table "comment" drop column "feedback_id";`);

    this.addSql(
      `alter table "comment" add constraint comment_one_target check(num_nonnulls(goal_id, todo_id, note_id) = 1);`,
    );
  }
}
