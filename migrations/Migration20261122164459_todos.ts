import { Migration } from '@mikro-orm/migrations';
import { BASIC_CATEGORIES } from '../domain/categories.js';

export class Migration20261122164459_todos extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "category" ("id" uuid not null, "name" varchar(40) not null, "color" varchar(7) not null, "color_name" varchar(40) not null, "enable" boolean not null default true, constraint "category_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "todo" ("id" uuid not null, "title" varchar(200) not null, "content" text null, "user_id" uuid not null, "register_id" uuid not null, "update_id" uuid null, "goal_id" uuid null, "category_id" uuid not null, "is_public" boolean not null default true, "enable" boolean not null default true, "complete_date" timestamptz null, "cancelled_date" timestamptz null, "due_date" date null, "register_date" timestamptz not null, "update_date" timestamptz not null, "is_hidden" boolean not null default false, constraint "todo_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "todo_goal_index" on "todo" ("goal_id");`);
    this.addSql(
      `create index "todo_user_open_index" on "todo" ("user_id", "enable", "complete_date", "cancelled_date");`,
    );

    this.addSql(
      `create table "planner" ("id" uuid not null, "todo_id" uuid not null, "user_id" uuid not null, "register_id" uuid not null, "planner_date" date not null, "blocks" integer[] not null, "register_date" timestamptz not null, "update_date" timestamptz not null, "update_id" uuid null, "enable" boolean not null default true, constraint "planner_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "planner_user_date_index" on "planner" ("user_id", "planner_date");`);
    this.addSql(`alter table "planner" add constraint "planner_todo_date_unique" unique ("todo_id", "planner_date");`);

    this.addSql(
      `alter table "todo" add constraint "todo_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "todo" add constraint "todo_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "todo" add constraint "todo_update_id_foreign" foreign key ("update_id") references "user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "todo" add constraint "todo_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "todo" add constraint "todo_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "planner" add constraint "planner_todo_id_foreign" foreign key ("todo_id") references "todo" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "planner" add constraint "planner_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "planner" add constraint "planner_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "planner" add constraint "planner_update_id_foreign" foreign key ("update_id") references "user" ("id") on update cascade on delete set null;`,
    );
    // Slots are quarter hours 0 to 95, and two planners of one user and date never share one,
    // enforced here so that concurrent requests cannot double-book (intarray's && on integer[]).
    this.addSql(
      `alter table "planner" add constraint "planner_blocks_range" check (0 <= all ("blocks") and 95 >= all ("blocks"));`,
    );
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`create extension if not exists intarray;`);
    this.addSql(
      `alter table "planner" add constraint "planner_no_overlap" exclude using gist ("user_id" with =, "planner_date" with =, "blocks" gist__int_ops with &&) where ("enable");`,
    );

    for (const category of BASIC_CATEGORIES) {
      this.addSql(
        `insert into "category" ("id", "name", "color", "color_name", "enable") values ('${category.id}', '${category.name}', '${category.color}', '${category.colorName}', true);`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "todo" drop constraint "todo_category_id_foreign";`);

    this.addSql(`alter table "planner" drop constraint "planner_todo_id_foreign";`);

    this.addSql(`drop table if exists "category" cascade;`);

    this.addSql(`drop table if exists "todo" cascade;`);

    this.addSql(`drop table if exists "planner" cascade;`);
  }
}
