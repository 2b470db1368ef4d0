import { Migration } from '@mikro-orm/migrations';

export class Migration20261124132000_mutation_receipt extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mutation_receipt" ("id" uuid not null, "user_id" uuid not null, "operation" varchar(100) not null, "args_hash" varchar(64) not null, "answer" jsonb null, "created_at" timestamptz not null, constraint "mutation_receipt_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "mutation_receipt_created_at_index" on "mutation_receipt" ("created_at");`);
    this.addSql(
      `alter table "mutation_receipt" add constraint "mutation_receipt_call_unique" unique ("user_id", "operation", "args_hash");`,
    );

    this.addSql(
      `alter table "mutation_receipt" add constraint "mutation_receipt_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mutation_receipt" cascade;`);
  }
}
