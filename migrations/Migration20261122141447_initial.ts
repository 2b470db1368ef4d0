import { Migration } from '@mikro-orm/migrations';

export class Migration20261122141447_initial extends Migration {
  override async up(): Promise<void> {
    // Counters of rate-limiter-flexible (login throttle); the library's own table layout.
    this.addSql(
      `create table "rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`,
    );
    this.addSql(`create type "email_token_purpose" as enum ('VERIFY_EMAIL', 'RESET_PASSWORD');`);
    this.addSql(
      `create table "dev_mail" ("id" uuid not null, "to" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "sent_at" timestamptz not null, constraint "dev_mail_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "dev_mail_to_index" on "dev_mail" ("to");`);
    this.addSql(`create index "dev_mail_sent_at_index" on "dev_mail" ("sent_at");`);

    this.addSql(
      `create table "user" ("id" uuid not null, "name" varchar(50) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "email_verified_at" timestamptz null, "profile_image_url" text null, "language" varchar(10) not null default 'ko-KR', "timezone" varchar(64) not null default 'Asia/Seoul', "mbti" varchar(4) null, "phone" varchar(30) null, "planning_reminder_time" varchar(5) null, "planning_reminder_days" jsonb not null, "todo_display_setting" jsonb not null, "goal_display_setting" jsonb not null, "terms_agreed_at" timestamptz not null, "privacy_agreed_at" timestamptz not null, "marketing_agreed" boolean not null default false, "marketing_agreed_at" timestamptz null, "is_demo" boolean not null default false, "enable" boolean not null default true, "register_date" timestamptz not null, "update_date" timestamptz not null, constraint "user_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "user_email_enabled_unique" on "user" ("email") where "enable";`);

    this.addSql(
      `create table "email_token" ("id" uuid not null, "user_id" uuid not null, "purpose" "email_token_purpose" not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "email_token_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "email_token" add constraint "email_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "email_token_user_id_purpose_index" on "email_token" ("user_id", "purpose");`);

    this.addSql(
      `create table "auth_session" ("id" uuid not null, "user_id" uuid not null, "user_agent" varchar(400) null, "ip" varchar(64) null, "created_at" timestamptz not null, "last_used_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(40) null, constraint "auth_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);

    this.addSql(
      `create table "refresh_token" ("id" uuid not null, "session_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "refresh_token_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "refresh_token_session_id_index" on "refresh_token" ("session_id");`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "email_token" add constraint "email_token_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "refresh_token" add constraint "refresh_token_session_id_foreign" foreign key ("session_id") references "auth_session" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit";`);
    this.addSql(`alter table "email_token" drop constraint "email_token_user_id_foreign";`);

    this.addSql(`alter table "auth_session" drop constraint "auth_session_user_id_foreign";`);

    this.addSql(`alter table "refresh_token" drop constraint "refresh_token_session_id_foreign";`);

    this.addSql(`drop table if exists "dev_mail" cascade;`);

    this.addSql(`drop table if exists "user" cascade;`);

    this.addSql(`drop table if exists "email_token" cascade;`);

    this.addSql(`drop table if exists "auth_session" cascade;`);

    this.addSql(`drop table if exists "refresh_token" cascade;`);

    this.addSql(`drop type "email_token_purpose";`);
  }
}
