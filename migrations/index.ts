import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122141447_initial } from './Migration20261122141447_initial.js';
import { Migration20261122145059_organisation } from './Migration20261122145059_organisation.js';
import { Migration20261122152750_notifications } from './Migration20261122152750_notifications.js';
import { Migration20261122153243_reminders } from './Migration20261122153243_reminders.js';
import { Migration20261122153548_push } from './Migration20261122153548_push.js';
import { Migration20261122163319_goals } from './Migration20261122163319_goals.js';
import { Migration20261122164459_todos } from './Migration20261122164459_todos.js';
import { Migration20261122170534_comments } from './Migration20261122170534_comments.js';
import { Migration20261122171212_notes } from './Migration20261122171212_notes.js';
import { Migration20261124023257_reports } from './Migration20261124023257_reports.js';
import { Migration20261124031636_report_work_time } from './Migration20261124031636_report_work_time.js';
import { Migration20261124034148_note_text_search } from './Migration20261124034148_note_text_search.js';
import { Migration20261124043008_feedback } from './Migration20261124043008_feedback.js';
import { Migration20261124044201_daily_scrum } from './Migration20261124044201_daily_scrum.js';
import { Migration20261124045527_assistant } from './Migration20261124045527_assistant.js';
import { Migration20261124071211_personal_access_token } from './Migration20261124071211_personal_access_token.js';
import { Migration20261124071836_assistant_answer_parts } from './Migration20261124071836_assistant_answer_parts.js';
import { Migration20261124073653_webhooks } from './Migration20261124073653_webhooks.js';
import { Migration20261124073734_calendar_feed } from './Migration20261124073734_calendar_feed.js';
import { Migration20261124123440_personal_token_workspace } from './Migration20261124123440_personal_token_workspace.js';
import { Migration20261124131800_todo_history } from './Migration20261124131800_todo_history.js';
import { Migration20261124133000_todo_inbox_rank } from './Migration20261124133000_todo_inbox_rank.js';
import { Migration20261124132000_mutation_receipt } from './Migration20261124132000_mutation_receipt.js';
import { Migration20261124153000_user_last_workspace } from './Migration20261124153000_user_last_workspace.js';
import { Migration20261124153318_invitation_signup } from './Migration20261124153318_invitation_signup.js';
import { Migration20261124153509_quick_find } from './Migration20261124153509_quick_find.js';
import { Migration20261128110000_workspace_one_owner } from './Migration20261128110000_workspace_one_owner.js';
import { Migration20261128113000_report_author_deleted } from './Migration20261128113000_report_author_deleted.js';
import { Migration20261128140000_accent_insensitive_search } from './Migration20261128140000_accent_insensitive_search.js';

/** Every migration, in order. Listed statically so that tsc, swc and vitest all load them the same way. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122141447_initial', class: Migration20261122141447_initial },
  { name: 'Migration20261122145059_organisation', class: Migration20261122145059_organisation },
  { name: 'Migration20261122152750_notifications', class: Migration20261122152750_notifications },
  { name: 'Migration20261122153243_reminders', class: Migration20261122153243_reminders },
  { name: 'Migration20261122153548_push', class: Migration20261122153548_push },
  { name: 'Migration20261122163319_goals', class: Migration20261122163319_goals },
  { name: 'Migration20261122164459_todos', class: Migration20261122164459_todos },
  { name: 'Migration20261122170534_comments', class: Migration20261122170534_comments },
  { name: 'Migration20261122171212_notes', class: Migration20261122171212_notes },
  { name: 'Migration20261124023257_reports', class: Migration20261124023257_reports },
  { name: 'Migration20261124031636_report_work_time', class: Migration20261124031636_report_work_time },
  { name: 'Migration20261124034148_note_text_search', class: Migration20261124034148_note_text_search },
  { name: 'Migration20261124043008_feedback', class: Migration20261124043008_feedback },
  { name: 'Migration20261124044201_daily_scrum', class: Migration20261124044201_daily_scrum },
  { name: 'Migration20261124045527_assistant', class: Migration20261124045527_assistant },
  { name: 'Migration20261124071211_personal_access_token', class: Migration20261124071211_personal_access_token },
  { name: 'Migration20261124071836_assistant_answer_parts', class: Migration20261124071836_assistant_answer_parts },
  { name: 'Migration20261124073653_webhooks', class: Migration20261124073653_webhooks },
  { name: 'Migration20261124073734_calendar_feed', class: Migration20261124073734_calendar_feed },
  { name: 'Migration20261124123440_personal_token_workspace', class: Migration20261124123440_personal_token_workspace },
  { name: 'Migration20261124131800_todo_history', class: Migration20261124131800_todo_history },
  { name: 'Migration20261124133000_todo_inbox_rank', class: Migration20261124133000_todo_inbox_rank },
  { name: 'Migration20261124132000_mutation_receipt', class: Migration20261124132000_mutation_receipt },
  { name: 'Migration20261124153000_user_last_workspace', class: Migration20261124153000_user_last_workspace },
  { name: 'Migration20261124153318_invitation_signup', class: Migration20261124153318_invitation_signup },
  { name: 'Migration20261124153509_quick_find', class: Migration20261124153509_quick_find },
  { name: 'Migration20261128110000_workspace_one_owner', class: Migration20261128110000_workspace_one_owner },
  { name: 'Migration20261128113000_report_author_deleted', class: Migration20261128113000_report_author_deleted },
  {
    name: 'Migration20261128140000_accent_insensitive_search',
    class: Migration20261128140000_accent_insensitive_search,
  },
];
