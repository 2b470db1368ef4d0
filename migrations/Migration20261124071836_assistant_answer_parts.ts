import { Migration } from '@mikro-orm/migrations';

export class Migration20261124071836_assistant_answer_parts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "assistant_message" add column "parts" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "assistant_message" drop column "parts";`);
  }
}
