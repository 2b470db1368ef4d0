import { Migration } from '@mikro-orm/migrations';

export class Migration20261122153548_push extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "push_subscription" ("id" uuid not null, "user_id" uuid not null, "endpoint" text not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "user_agent" varchar(400) null, "register_date" timestamptz not null, constraint "push_subscription_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "push_subscription_user_index" on "push_subscription" ("user_id");`);
    this.addSql(
      `alter table "push_subscription" add constraint "push_subscription_endpoint_unique" unique ("endpoint");`,
    );

    this.addSql(
      `alter table "push_subscription" add constraint "push_subscription_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "push_subscription" cascade;`);
  }
}
