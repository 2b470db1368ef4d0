import { Migration } from '@mikro-orm/migrations';

export class Migration20261124071211_personal_access_token extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "personal_access_token" ("id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "hint" varchar(16) not null, "scope" text check ("scope" in ('READ', 'READ_WRITE')) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_used_at" timestamptz null, "last_used_ip" varchar(64) null, "revoked_at" timestamptz null, constraint "personal_access_token_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "personal_access_token" add constraint "personal_access_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "personal_access_token_user_created_index" on "personal_access_token" ("user_id", "created_at");`,
    );

    this.addSql(
      `alter table "personal_access_token" add constraint "personal_access_token_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "personal_access_token" cascade;`);
  }
}
