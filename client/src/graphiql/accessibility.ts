import CodeMirror from 'codemirror';

/**
 * What the playground adds to GraphiQL (4.x, CodeMirror 5 editors) so that it passes axe at WCAG 2.2 AA
 * (issue 20; docs/accessibility.md). GraphiQL has no props for any of it, so it is done here, in one
 * place, beside the colours and sizes in graphiql.css:
 *
 * - **The editors' input model** (before GraphiQL makes an editor): CodeMirror's `contenteditable`
 *   input, which CodeMirror's manual names the better one for screen readers and input methods (Korean
 *   and Vietnamese answers are read and typed here). With the default hidden textarea the text a
 *   screen reader reads is not the text shown, and the editor's scrolling area holds nothing a keyboard
 *   reaches (axe: scrollable-region-focusable); the editable lines are that focusable content.
 * - **Names of the four editors** through CodeMirror's own `screenReaderLabel` option, with the role of
 *   a multi-line text box (read-only for the response) on the editable element (axe: label).
 * - **The operation tabs** (a DOM patch kept up by a MutationObserver): GraphiQL puts role="tab" on
 *   each `li` and two buttons inside it (the tab and its close button: axe nested-interactive), and a
 *   tablist may own nothing but tabs. They become what they are, a list of open operations: the `ul`
 *   and `li` lose their roles, the active tab's button says `aria-current`, each close button names its
 *   tab ("Close tab MyDay" rather than eight "Close Tab"s), and the session below is a region named by
 *   its tab. React leaves attributes alone unless their value changes, and the observer puts the patch
 *   back when GraphiQL changes one (switching tabs sets aria-selected again).
 *
 * Check again on a GraphiQL upgrade (GraphiQL 5 moves to Monaco): `e2e/tokens.spec.ts` runs axe here.
 */

CodeMirror.defaults.inputStyle = 'contenteditable';

type WithCodeMirror = HTMLElement & { CodeMirror?: CodeMirror.Editor };

/** Where an editor sits in GraphiQL's layout, and what it is called. */
const EDITORS: readonly { readonly within: string; readonly index?: number; readonly label: string }[] = [
  { within: '.graphiql-query-editor', label: 'Operation (GraphQL)' },
  // The variables and headers editors share the tool pane, variables first.
  { within: '.graphiql-editor-tool', index: 0, label: 'Variables (JSON)' },
  { within: '.graphiql-editor-tool', index: 1, label: 'Request headers (JSON)' },
  { within: '.graphiql-response', label: 'Response' },
];

function setAttribute(element: Element, name: string, value: string | null): void {
  // Writing the same value would still wake the observer: write only changes.
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function labelEditors(root: Element): void {
  for (const { within, index = 0, label } of EDITORS) {
    const wrapper = root.querySelectorAll<WithCodeMirror>(`${within} .CodeMirror`)[index];
    const editor = wrapper?.CodeMirror;
    if (!editor) continue;
    if (editor.getOption('screenReaderLabel') !== label) editor.setOption('screenReaderLabel', label);
    const input = editor.getInputField();
    setAttribute(input, 'role', 'textbox');
    setAttribute(input, 'aria-multiline', 'true');
    setAttribute(input, 'aria-readonly', editor.getOption('readOnly') ? 'true' : null);
  }
}

function patchTabs(root: Element): void {
  for (const list of root.querySelectorAll('.graphiql-tabs')) setAttribute(list, 'role', null);
  for (const tab of root.querySelectorAll('.graphiql-tab')) {
    setAttribute(tab, 'role', null);
    setAttribute(tab, 'aria-selected', null);
    const button = tab.querySelector('.graphiql-tab-button');
    const title = button?.textContent?.trim() ?? '';
    if (button) setAttribute(button, 'aria-current', tab.classList.contains('graphiql-tab-active') ? 'true' : null);
    const close = tab.querySelector('.graphiql-tab-close');
    if (close && title) setAttribute(close, 'aria-label', `Close tab ${title}`);
  }
  const session = root.querySelector('#graphiql-session');
  if (session) setAttribute(session, 'role', 'region');
}

/** Applies the patches under `root` now and whenever GraphiQL changes its DOM; returns the stop. */
export function keepGraphiQLAccessible(root: Element): () => void {
  const apply = () => {
    patchTabs(root);
    labelEditors(root);
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-selected', 'class'],
  });
  return () => observer.disconnect();
}
