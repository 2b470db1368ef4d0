import { Migration } from '@mikro-orm/migrations';

/** An author's delete of a sent report takes it off their side only; the receivers keep it. */
export class Migration20261128113000_report_author_deleted extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "report" add column "author_deleted" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "report" drop column "author_deleted";`);
  }
}
