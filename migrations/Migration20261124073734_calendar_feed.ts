import { Migration } from '@mikro-orm/migrations';

export class Migration20261124073734_calendar_feed extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "calendar_feed" ("id" uuid not null, "user_id" uuid not null, "secret_hash" varchar(64) not null, "created_at" timestamptz not null, constraint "calendar_feed_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "calendar_feed" add constraint "calendar_feed_secret_hash_unique" unique ("secret_hash");`,
    );
    this.addSql(`alter table "calendar_feed" add constraint "calendar_feed_user_unique" unique ("user_id");`);

    this.addSql(
      `alter table "calendar_feed" add constraint "calendar_feed_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "calendar_feed" cascade;`);
  }
}
