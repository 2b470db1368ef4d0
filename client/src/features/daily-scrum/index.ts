/**
 * What other areas mount from the daily scrum: its section of the team members page (the date in
 * the address as `?scrum=YYYY-MM-DD`, which a daily_scrum_comment notification opens).
 */
export { DailyScrumSection } from './DailyScrumSection';
export { SCRUM_PARAM } from './scrumDates';
