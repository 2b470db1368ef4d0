import { Migration } from '@mikro-orm/migrations';

export class Migration20261124123440_personal_token_workspace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "personal_access_token" add column "workspace_id" uuid null;`);
    this.addSql(
      `alter table "personal_access_token" add constraint "personal_access_token_workspace_id_foreign" foreign key ("workspace_id") references "workspace" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "personal_access_token_workspace_index" on "personal_access_token" ("workspace_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "personal_access_token_workspace_index";`);
    this.addSql(`alter table "personal_access_token" drop constraint "personal_access_token_workspace_id_foreign";`);

    this.addSql(`alter table "personal_access_token" drop column "workspace_id";`);
  }
}
