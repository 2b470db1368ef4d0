import { Migration } from '@mikro-orm/migrations';

export class Migration20261124153509_quick_find extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "user_name_trgm_index" on "user" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "project_name_trgm_index" on "project" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "goal_title_trgm_index" on "goal" using gin ("title" gin_trgm_ops);`);

    this.addSql(`create index "todo_title_trgm_index" on "todo" using gin ("title" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "goal_title_trgm_index";`);

    this.addSql(`drop index "project_name_trgm_index";`);

    this.addSql(`drop index "todo_title_trgm_index";`);

    this.addSql(`drop index "user_name_trgm_index";`);
  }
}
