import { Migration } from '@mikro-orm/migrations';

export class Migration20261124044201_daily_scrum extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "daily_scrum_template" ("id" uuid not null, "team_id" uuid not null, "title" varchar(100) not null, "content" text not null, "is_default" boolean not null default false, "register_id" uuid not null, "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "daily_scrum_template_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create unique index "daily_scrum_template_one_default" on "daily_scrum_template" ("team_id") where "is_default" and "enable";`,
    );
    this.addSql(
      `create index "daily_scrum_template_team_index" on "daily_scrum_template" ("team_id", "register_date");`,
    );

    this.addSql(
      `create table "daily_scrum" ("id" uuid not null, "team_id" uuid not null, "scrum_date" date not null, "title" varchar(200) not null default '', "is_completed" boolean not null default false, "register_id" uuid not null, "update_id" uuid null, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "daily_scrum_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "daily_scrum" add constraint "daily_scrum_team_date_unique" unique ("team_id", "scrum_date");`,
    );

    this.addSql(
      `create table "daily_scrum_item" ("id" uuid not null, "daily_scrum_id" uuid not null, "user_id" uuid not null, "done" jsonb not null, "today" jsonb not null, "blockers" jsonb not null, "note" text not null, "content" text not null default '', "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "daily_scrum_item_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create unique index "daily_scrum_item_one_per_member" on "daily_scrum_item" ("daily_scrum_id", "user_id") where "enable";`,
    );
    this.addSql(`create index "daily_scrum_item_user_index" on "daily_scrum_item" ("user_id", "register_date");`);
    this.addSql(
      `create index "daily_scrum_item_scrum_index" on "daily_scrum_item" ("daily_scrum_id", "register_date");`,
    );

    this.addSql(
      `alter table "daily_scrum_template" add constraint "daily_scrum_template_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "daily_scrum_template" add constraint "daily_scrum_template_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "daily_scrum" add constraint "daily_scrum_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "daily_scrum" add constraint "daily_scrum_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "daily_scrum" add constraint "daily_scrum_update_id_foreign" foreign key ("update_id") references "user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "daily_scrum_item" add constraint "daily_scrum_item_daily_scrum_id_foreign" foreign key ("daily_scrum_id") references "daily_scrum" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "daily_scrum_item" add constraint "daily_scrum_item_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(`alter table "emoji_reaction" drop constraint emoji_reaction_one_target;`);

    this.addSql(`alter table "emoji_reaction" add column "daily_scrum_item_id" uuid null;`);
    this.addSql(
      `alter table "emoji_reaction" add constraint "emoji_reaction_daily_scrum_item_id_foreign" foreign key ("daily_scrum_item_id") references "daily_scrum_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "emoji_reaction" add constraint "emoji_reaction_daily_scrum_item_unique" unique ("daily_scrum_item_id", "register_id", "emoji_code");`,
    );
    this.addSql(
      `alter table "emoji_reaction" add constraint emoji_reaction_one_target check(num_nonnulls(feedback_id, daily_scrum_item_id) = 1);`,
    );

    this.addSql(`alter table "comment" drop constraint comment_one_target;`);

    this.addSql(`alter table "comment" add column "daily_scrum_item_id" uuid null;`);
    this.addSql(
      `alter table "comment" add constraint "comment_daily_scrum_item_id_foreign" foreign key ("daily_scrum_item_id") references "daily_scrum_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "comment_daily_scrum_item_index" on "comment" ("daily_scrum_item_id", "register_date");`);
    this.addSql(
      `alter table "comment" add constraint comment_one_target check(num_nonnulls(goal_id, todo_id, note_id, feedback_id, daily_scrum_item_id) = 1);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "daily_scrum_item" drop constraint "daily_scrum_item_daily_scrum_id_foreign";`);

    this.addSql(`alter table "emoji_reaction" drop constraint "emoji_reaction_daily_scrum_item_id_foreign";`);

    this.addSql(`alter table "comment" drop constraint "comment_daily_scrum_item_id_foreign";`);

    this.addSql(`drop table if exists "daily_scrum_template" cascade;`);

    this.addSql(`drop table if exists "daily_scrum" cascade;`);

    this.addSql(`drop table if exists "daily_scrum_item" cascade;`);

    this.addSql(`drop index "comment_daily_scrum_item_index";`);
    this.addSql(`alter table "comment" drop constraint comment_one_target;`);
    this.addSql(`alter table "comment" drop column "daily_scrum_item_id";`);

    this.addSql(
      `alter table "comment" add constraint comment_one_target check(num_nonnulls(goal_id, todo_id, note_id, feedback_id) = 1);`,
    );

    this.addSql(`alter table "emoji_reaction" drop constraint "emoji_reaction_daily_scrum_item_unique";`);
    this.addSql(`alter table "emoji_reaction" drop constraint emoji_reaction_one_target;`);
    this.addSql(`alter table "emoji_reaction" drop column "daily_scrum_item_id";`);

    this.addSql(
      `alter table "emoji_reaction" add constraint emoji_reaction_one_target check(num_nonnulls(feedback_id) = 1);`,
    );
  }
}
