import { Migration } from '@mikro-orm/migrations';

/** The folded forms the searches match on: trigram indexes over each searched text without accents, in lower case. */
const SEARCHED = [
  { table: 'goal', column: 'title', old: 'goal_title_trgm_index', index: 'goal_title_fold_trgm_index' },
  { table: 'project', column: 'name', old: 'project_name_trgm_index', index: 'project_name_fold_trgm_index' },
  { table: 'todo', column: 'title', old: 'todo_title_trgm_index', index: 'todo_title_fold_trgm_index' },
  { table: 'user', column: 'name', old: 'user_name_trgm_index', index: 'user_name_fold_trgm_index' },
  { table: 'note', column: 'title', old: 'note_title_trgm_index', index: 'note_title_fold_trgm_index' },
  { table: 'note', column: 'markdown_content', old: 'note_text_trgm_index', index: 'note_text_fold_trgm_index' },
];

/**
 * Searches find "kế hoạch" from "ke hoach": unaccent (contrib, trusted) folds the accents, and
 * Vietnamese đ to d through its rules. unaccent() itself is only STABLE (its dictionary could be
 * changed), which an index expression refuses; the wrapper names the dictionary and its schema, so
 * the folding cannot change under an index, and may be declared IMMUTABLE.
 */
export class Migration20261128140000_accent_insensitive_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent with schema public;`);
    this.addSql(`create or replace function public.immutable_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);
    for (const { table, column, old, index } of SEARCHED) {
      this.addSql(`drop index if exists "${old}";`);
      this.addSql(
        `create index "${index}" on "${table}" using gin (lower(public.immutable_unaccent("${column}")) gin_trgm_ops);`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const { table, column, old, index } of SEARCHED) {
      this.addSql(`drop index if exists "${index}";`);
      this.addSql(`create index "${old}" on "${table}" using gin ("${column}" gin_trgm_ops);`);
    }
    this.addSql(`drop function if exists public.immutable_unaccent(text);`);
    this.addSql(`drop extension if exists unaccent;`);
  }
}
