import { Migration } from '@mikro-orm/migrations';

export class Migration20261124034148_note_text_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "note_text_trgm_index" on "note" using gin ("markdown_content" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "note_text_trgm_index";`);
  }
}
