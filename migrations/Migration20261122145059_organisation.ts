import { Migration } from '@mikro-orm/migrations';

export class Migration20261122145059_organisation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "workspace_role" as enum ('OWNER', 'ADMIN', 'MEMBER', 'INVITED');`);
    this.addSql(`create type "invitation_status" as enum ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELED');`);
    this.addSql(
      `create table "workspace" ("id" uuid not null, "name" varchar(100) not null, "description" text null, "profile_image_url" text null, "register_id" uuid not null, "enable" boolean not null default true, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "workspace_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "team" ("id" uuid not null, "name" varchar(100) not null, "description" text null, "profile_image_url" text null, "workspace_id" uuid not null, "register_id" uuid not null, "register_date" timestamptz not null, "enable" boolean not null default true, constraint "team_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "team_workspace_index" on "team" ("workspace_id");`);

    this.addSql(
      `create table "team_member" ("id" uuid not null, "team_id" uuid not null, "user_id" uuid not null, "register_date" timestamptz not null, "enable" boolean not null default true, constraint "team_member_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "team_member_user_index" on "team_member" ("user_id");`);
    this.addSql(
      `alter table "team_member" add constraint "team_member_team_user_unique" unique ("team_id", "user_id");`,
    );

    this.addSql(
      `create table "invitation" ("id" uuid not null, "workspace_id" uuid not null, "email" varchar(254) not null, "role" "workspace_role" not null, "inviter_id" uuid not null, "status" "invitation_status" not null default 'PENDING', "register_date" timestamptz not null, "responded_at" timestamptz null, constraint "invitation_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "invitation_email_index" on "invitation" ("email");`);
    this.addSql(`create index "invitation_workspace_status_index" on "invitation" ("workspace_id", "status");`);

    this.addSql(
      `create table "workspace_member" ("id" uuid not null, "workspace_id" uuid not null, "user_id" uuid not null, "role" "workspace_role" not null, "register_id" uuid not null, "register_date" timestamptz not null, "update_id" uuid null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "workspace_member_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "workspace_member_user_index" on "workspace_member" ("user_id");`);
    this.addSql(
      `alter table "workspace_member" add constraint "workspace_member_workspace_user_unique" unique ("workspace_id", "user_id");`,
    );

    this.addSql(
      `alter table "workspace" add constraint "workspace_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "team" add constraint "team_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "team" add constraint "team_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "team_member" add constraint "team_member_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "team_member" add constraint "team_member_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "invitation" add constraint "invitation_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "invitation" add constraint "invitation_inviter_id_foreign" foreign key ("inviter_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "workspace_member" add constraint "workspace_member_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "workspace_member" add constraint "workspace_member_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "workspace_member" add constraint "workspace_member_register_id_foreign" foreign key ("register_id") references "user" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "workspace_member" add constraint "workspace_member_update_id_foreign" foreign key ("update_id") references "user" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "team" drop constraint "team_workspace_id_foreign";`);

    this.addSql(`alter table "invitation" drop constraint "invitation_workspace_id_foreign";`);

    this.addSql(`alter table "workspace_member" drop constraint "workspace_member_workspace_id_foreign";`);

    this.addSql(`alter table "team_member" drop constraint "team_member_team_id_foreign";`);

    this.addSql(`drop table if exists "workspace" cascade;`);

    this.addSql(`drop table if exists "team" cascade;`);

    this.addSql(`drop table if exists "team_member" cascade;`);

    this.addSql(`drop table if exists "invitation" cascade;`);

    this.addSql(`drop table if exists "workspace_member" cascade;`);

    this.addSql(`drop type "workspace_role";`);
    this.addSql(`drop type "invitation_status";`);
  }
}
