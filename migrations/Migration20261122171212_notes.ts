import { Migration } from '@mikro-orm/migrations';

export class Migration20261122171212_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "note" ("id" uuid not null, "title" varchar(200) not null, "content" jsonb not null, "markdown_content" text not null default '', "register_id" uuid not null, "register_date" timestamptz not null, "update_id" uuid null, "update_date" timestamptz not null, "enable" boolean not null default true, "goal_id" uuid null, "todo_id" uuid null, "workspace_id" uuid not null, "short_url_code" varchar(6) null, "original_url" text null, "share_enabled" boolean not null default false, "share_created_at" timestamptz null, constraint "note_pkey" primary key ("id"), constraint note_one_target check (num_nonnulls(goal_id, todo_id) = 1));`,
    );
    this.addSql(`alter table "note" add constraint "note_short_url_code_unique" unique ("short_url_code");`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "note_title_trgm_index" on "note" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "note_workspace_index" on "note" ("workspace_id", "register_date");`);
    this.addSql(`create index "note_todo_index" on "note" ("todo_id", "register_date");`);
    this.addSql(`create index "note_goal_index" on "note" ("goal_id", "register_date");`);

    this.addSql(
      `create table "note_view_history" ("id" uuid not null, "note_id" uuid not null, "user_id" uuid not null, "viewed_at" timestamptz not null, constraint "note_view_history_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "note_view_history_user_index" on "note_view_history" ("user_id", "viewed_at");`);
    this.addSql(
      `alter table "note_view_history" add constraint "note_view_history_note_user_unique" unique ("note_id", "user_id");`,
    );

    this.addSql(
      `create table "note_bookmark" ("id" uuid not null, "note_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, constraint "note_bookmark_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "note_bookmark_user_index" on "note_bookmark" ("user_id", "created_at");`);
    this.addSql(
      `alter table "note_bookmark" add constraint "note_bookmark_note_user_unique" unique ("note_id", "user_id");`,
    );

    this.addSql(
      `alter table "note" add constraint "note_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "note" add constraint "note_update_id_foreign" foreign key ("update_id") references "user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "note" add constraint "note_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "note" add constraint "note_todo_id_foreign" foreign key ("todo_id") references "todo" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "note" add constraint "note_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "note_view_history" add constraint "note_view_history_note_id_foreign" foreign key ("note_id") references "note" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "note_view_history" add constraint "note_view_history_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "note_bookmark" add constraint "note_bookmark_note_id_foreign" foreign key ("note_id") references "note" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "note_bookmark" add constraint "note_bookmark_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(`alter table "comment" drop constraint comment_one_target;`);

    this.addSql(`alter table "comment" add column "note_id" uuid null;`);
    this.addSql(
      `alter table "comment" add constraint "comment_note_id_foreign" foreign key ("note_id") references "note" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "comment_note_index" on "comment" ("note_id", "register_date");`);
    this.addSql(
      `alter table "comment" add constraint comment_one_target check(num_nonnulls(goal_id, todo_id, note_id) = 1);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "note_view_history" drop constraint "note_view_history_note_id_foreign";`);

    this.addSql(`alter table "note_bookmark" drop constraint "note_bookmark_note_id_foreign";`);

    this.addSql(`alter table "comment" drop constraint "comment_note_id_foreign";`);

    this.addSql(`drop table if exists "note" cascade;`);

    this.addSql(`drop table if exists "note_view_history" cascade;`);

    this.addSql(`drop table if exists "note_bookmark" cascade;`);

    this.addSql(`drop index "comment_note_index";`);
    this.addSql(`alter table "comment" drop constraint comment_one_target;`);
    this.addSql(`alter table "comment" drop column "note_id";`);

    this.addSql(`alter table "comment" add constraint comment_one_target check(num_nonnulls(goal_id, todo_id) = 1);`);
  }
}
