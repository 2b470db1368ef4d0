import { Migration } from '@mikro-orm/migrations';

export class Migration20261122170534_comments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "comment" ("id" uuid not null, "content" text not null, "register_id" uuid not null, "goal_id" uuid null, "todo_id" uuid null, "parent_id" uuid null, "register_date" timestamptz not null, "update_date" timestamptz not null, "update_id" uuid null, "enable" boolean not null default true, constraint "comment_pkey" primary key ("id"), constraint comment_one_target check (num_nonnulls(goal_id, todo_id) = 1));`,
    );
    this.addSql(`create index "comment_parent_index" on "comment" ("parent_id");`);
    this.addSql(`create index "comment_todo_index" on "comment" ("todo_id", "register_date");`);
    this.addSql(`create index "comment_goal_index" on "comment" ("goal_id", "register_date");`);

    this.addSql(
      `create table "comment_mention" ("id" uuid not null, "comment_id" uuid not null, "user_id" uuid not null, constraint "comment_mention_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "comment_mention_user_index" on "comment_mention" ("user_id");`);
    this.addSql(
      `alter table "comment_mention" add constraint "comment_mention_comment_user_unique" unique ("comment_id", "user_id");`,
    );

    this.addSql(
      `alter table "comment" add constraint "comment_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_todo_id_foreign" foreign key ("todo_id") references "todo" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_parent_id_foreign" foreign key ("parent_id") references "comment" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_update_id_foreign" foreign key ("update_id") references "user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "comment_mention" add constraint "comment_mention_comment_id_foreign" foreign key ("comment_id") references "comment" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "comment_mention" add constraint "comment_mention_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "comment" drop constraint "comment_parent_id_foreign";`);

    this.addSql(`alter table "comment_mention" drop constraint "comment_mention_comment_id_foreign";`);

    this.addSql(`drop table if exists "comment" cascade;`);

    this.addSql(`drop table if exists "comment_mention" cascade;`);
  }
}
