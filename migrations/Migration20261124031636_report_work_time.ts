import { Migration } from '@mikro-orm/migrations';

export class Migration20261124031636_report_work_time extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "report" add column "work_time" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "report" drop column "work_time";`);
  }
}
