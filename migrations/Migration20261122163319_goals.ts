import { Migration } from '@mikro-orm/migrations';

export class Migration20261122163319_goals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "project" ("id" uuid not null, "name" varchar(100) not null, "description" text null, "deadline" date null, "priority" varchar(20) not null default 'MEDIUM', "status" varchar(20) not null default 'PLANNED', "leader_id" uuid null, "team_id" uuid not null, "register_id" uuid not null, "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "project_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "project_leader_index" on "project" ("leader_id");`);
    this.addSql(`create index "project_team_index" on "project" ("team_id");`);

    this.addSql(
      `create table "project_sharing" ("id" uuid not null, "project_id" uuid not null, "team_id" uuid not null, "enable" boolean not null default true, "is_owner" boolean not null default false, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "project_sharing_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "project_sharing_team_index" on "project_sharing" ("team_id", "enable");`);
    this.addSql(
      `alter table "project_sharing" add constraint "project_sharing_project_team_unique" unique ("project_id", "team_id");`,
    );

    this.addSql(
      `create table "project_participant" ("id" uuid not null, "project_id" uuid not null, "user_id" uuid not null, "register_date" timestamptz not null, constraint "project_participant_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "project_participant_user_index" on "project_participant" ("user_id");`);
    this.addSql(
      `alter table "project_participant" add constraint "project_participant_project_user_unique" unique ("project_id", "user_id");`,
    );

    this.addSql(
      `create table "goal" ("id" uuid not null, "title" varchar(200) not null, "content" text null, "project_id" uuid null, "parent_id" uuid null, "leader_id" uuid null, "team_id" uuid not null, "status_code" varchar(20) not null default 'PLANNED', "priority_code" varchar(20) not null default 'MEDIUM', "indicator_type" varchar(20) null, "initial_value" double precision null, "current_value" double precision null, "target_value" double precision null, "start_date" date null, "end_date" date null, "complete_date" timestamptz null, "register_id" uuid not null, "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "goal_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "goal_project_index" on "goal" ("project_id");`);
    this.addSql(`create index "goal_parent_index" on "goal" ("parent_id");`);
    this.addSql(`create index "goal_leader_index" on "goal" ("leader_id");`);
    this.addSql(`create index "goal_team_index" on "goal" ("team_id");`);

    this.addSql(
      `create table "user_goal_visibility" ("id" uuid not null, "goal_id" uuid not null, "user_id" uuid not null, "is_hidden" boolean not null, constraint "user_goal_visibility_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "user_goal_visibility_user_index" on "user_goal_visibility" ("user_id", "is_hidden");`);
    this.addSql(
      `alter table "user_goal_visibility" add constraint "user_goal_visibility_goal_user_unique" unique ("goal_id", "user_id");`,
    );

    this.addSql(
      `create table "goal_sharing" ("id" uuid not null, "goal_id" uuid not null, "team_id" uuid not null, "enable" boolean not null default true, "is_owner" boolean not null default false, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "goal_sharing_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "goal_sharing_team_index" on "goal_sharing" ("team_id", "enable");`);
    this.addSql(
      `alter table "goal_sharing" add constraint "goal_sharing_goal_team_unique" unique ("goal_id", "team_id");`,
    );

    this.addSql(
      `create table "goal_participant" ("id" uuid not null, "goal_id" uuid not null, "user_id" uuid not null, "register_date" timestamptz not null, constraint "goal_participant_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "goal_participant_user_index" on "goal_participant" ("user_id");`);
    this.addSql(
      `alter table "goal_participant" add constraint "goal_participant_goal_user_unique" unique ("goal_id", "user_id");`,
    );

    this.addSql(
      `create table "goal_history" ("id" uuid not null, "goal_id" uuid not null, "user_id" uuid not null, "field" varchar(40) not null, "old_value" text null, "new_value" text null, "register_date" timestamptz not null, "enable" boolean not null default true, constraint "goal_history_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "goal_history_goal_index" on "goal_history" ("goal_id");`);

    this.addSql(
      `create table "activity_log" ("id" uuid not null, "goal_id" uuid not null, "user_id" uuid not null, "activity_type" varchar(20) not null, "action" varchar(20) not null, "reference_id" uuid not null, "created_at" timestamptz not null, constraint "activity_log_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "activity_log_reference_index" on "activity_log" ("activity_type", "reference_id");`);
    this.addSql(`create index "activity_log_goal_created_index" on "activity_log" ("goal_id", "created_at");`);

    this.addSql(
      `alter table "project" add constraint "project_leader_id_foreign" foreign key ("leader_id") references "user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "project" add constraint "project_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "project" add constraint "project_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "project_sharing" add constraint "project_sharing_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "project_sharing" add constraint "project_sharing_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "project_participant" add constraint "project_participant_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "project_participant" add constraint "project_participant_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "goal" add constraint "goal_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "goal" add constraint "goal_parent_id_foreign" foreign key ("parent_id") references "goal" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "goal" add constraint "goal_leader_id_foreign" foreign key ("leader_id") references "user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "goal" add constraint "goal_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "goal" add constraint "goal_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "user_goal_visibility" add constraint "user_goal_visibility_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "user_goal_visibility" add constraint "user_goal_visibility_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "goal_sharing" add constraint "goal_sharing_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "goal_sharing" add constraint "goal_sharing_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "goal_participant" add constraint "goal_participant_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "goal_participant" add constraint "goal_participant_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "goal_history" add constraint "goal_history_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "goal_history" add constraint "goal_history_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "activity_log" add constraint "activity_log_goal_id_foreign" foreign key ("goal_id") references "goal" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "activity_log" add constraint "activity_log_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "project_sharing" drop constraint "project_sharing_project_id_foreign";`);

    this.addSql(`alter table "project_participant" drop constraint "project_participant_project_id_foreign";`);

    this.addSql(`alter table "goal" drop constraint "goal_project_id_foreign";`);

    this.addSql(`alter table "goal" drop constraint "goal_parent_id_foreign";`);

    this.addSql(`alter table "user_goal_visibility" drop constraint "user_goal_visibility_goal_id_foreign";`);

    this.addSql(`alter table "goal_sharing" drop constraint "goal_sharing_goal_id_foreign";`);

    this.addSql(`alter table "goal_participant" drop constraint "goal_participant_goal_id_foreign";`);

    this.addSql(`alter table "goal_history" drop constraint "goal_history_goal_id_foreign";`);

    this.addSql(`alter table "activity_log" drop constraint "activity_log_goal_id_foreign";`);

    this.addSql(`drop table if exists "project" cascade;`);

    this.addSql(`drop table if exists "project_sharing" cascade;`);

    this.addSql(`drop table if exists "project_participant" cascade;`);

    this.addSql(`drop table if exists "goal" cascade;`);

    this.addSql(`drop table if exists "user_goal_visibility" cascade;`);

    this.addSql(`drop table if exists "goal_sharing" cascade;`);

    this.addSql(`drop table if exists "goal_participant" cascade;`);

    this.addSql(`drop table if exists "goal_history" cascade;`);

    this.addSql(`drop table if exists "activity_log" cascade;`);
  }
}
