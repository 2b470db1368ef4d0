// The status and priority pickers of goal and project forms, apart from index.ts so that the pages
// that only show statuses and priorities do not load Mantine's Select.
export { StatusSelect } from './StatusSelect';
export { PrioritySelect } from './PrioritySelect';
