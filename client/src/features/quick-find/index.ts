/** What other areas mount from the quick switcher (issue 13): the header's search button, which also answers Ctrl/Cmd+K. */
export { QuickFindButton } from './QuickFindButton';
