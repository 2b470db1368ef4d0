import { Migration } from '@mikro-orm/migrations';

export class Migration20261124153000_user_last_workspace extends Migration {
  override async up(): Promise<void> {
    // The workspace a person last worked in, opened first at their next sign-in on any device.
    this.addSql(`alter table "user" add column "last_workspace_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user" drop column "last_workspace_id";`);
  }
}
