import { Migration } from '@mikro-orm/migrations';

export class Migration20261124045527_assistant extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "assistant_session" ("id" uuid not null, "user_id" uuid not null, "title" varchar(100) not null default '', "preview" varchar(200) not null default '', "register_date" timestamptz not null, "update_date" timestamptz not null, "enable" boolean not null default true, constraint "assistant_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "assistant_session_user_index" on "assistant_session" ("user_id", "update_date");`);

    this.addSql(
      `create table "assistant_message" ("id" uuid not null, "session_id" uuid not null, "is_user" boolean not null, "content" text not null, "tools" jsonb not null, "metadata" jsonb null, "register_date" timestamptz not null, constraint "assistant_message_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "assistant_message_session_index" on "assistant_message" ("session_id", "register_date");`,
    );

    this.addSql(
      `alter table "assistant_session" add constraint "assistant_session_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "assistant_message" add constraint "assistant_message_session_id_foreign" foreign key ("session_id") references "assistant_session" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "assistant_message" drop constraint "assistant_message_session_id_foreign";`);

    this.addSql(`drop table if exists "assistant_session" cascade;`);

    this.addSql(`drop table if exists "assistant_message" cascade;`);
  }
}
