/** The names, words and codes the seed draws from. */

/** The six categories, as the migration seeds them. */
export const CATEGORY_IDS = [1, 2, 3, 4, 5, 6].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
export const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', 'Nguyen', 'Tran', 'Smith', 'Lee'];
export const GIVEN = ['민준', '서연', '도윤', '지우', '하준', '서윤', '시우', '하은', '주원', '지호', '예준', '수아', '유진', '지안', '현우', '채원', ' Anh', ' Linh', ' Sam', ' Alex'];
export const TEAMS = ['Platform', 'Mobile', 'Web', 'Data', 'Design', 'Sales', 'Marketing', 'Support', 'Finance', 'People'];
export const GOAL_WORDS = ['Launch', 'Improve', 'Reduce', 'Migrate', 'Ship', 'Hire for', 'Document', 'Automate', 'Redesign', 'Grow'];
export const GOAL_OBJECTS = ['onboarding', 'billing', 'search', 'the planner', 'notifications', 'churn', 'latency', 'the mobile app', 'reporting', 'support backlog', 'pricing page', 'the data pipeline'];
export const TODO_WORDS = ['Review', 'Write', 'Call', 'Prepare', 'Fix', 'Plan', 'Check', 'Draft', 'Update', 'Meet about', 'Test', 'Clean up'];
export const TODO_OBJECTS = ['PR #', 'spec v', 'slides ', 'retro notes ', 'budget ', 'interview ', 'release ', 'dashboard ', 'contract ', 'ticket #'];
/** Goal statuses with their weights. */
export const STATUSES: [string, number][] = [['BACKLOG', 10], ['PLANNED', 30], ['IN_PROGRESS', 35], ['AT_RISK', 5], ['PAUSED', 5], ['COMPLETED', 12], ['CANCELED', 3]];
export const PRIORITIES = ['HIGHEST', 'HIGH', 'MEDIUM', 'LOW', 'LOWEST'];
export const NOTIFICATION_TYPES = ['comment', 'reply', 'mention', 'todo_time_changed', 'goal_state_changed', 'goal_deadline_changed', 'todo_assigned', 'goal_leader_changed'];
