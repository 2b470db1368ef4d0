import type { Node as ProseMirrorNode } from 'prosemirror-model';
import type { EditorView, NodeView, ViewMutationRecord } from 'prosemirror-view';

/**
 * A checklist item with a real checkbox: clicking it flips `checked` (when the note is editable)
 * without moving the cursor; the text stays editable beside it.
 */
export class TaskItemView implements NodeView {
  readonly dom: HTMLLIElement;
  readonly contentDOM: HTMLDivElement;
  private readonly checkbox: HTMLInputElement;

  constructor(
    private node: ProseMirrorNode,
    private readonly view: EditorView,
    private readonly getPos: () => number | undefined,
    label: string,
  ) {
    this.dom = document.createElement('li');
    this.dom.dataset['type'] = 'task_item';
    const box = document.createElement('span');
    box.className = 'task-item-box';
    box.contentEditable = 'false';
    this.checkbox = document.createElement('input');
    this.checkbox.type = 'checkbox';
    this.checkbox.setAttribute('aria-label', label);
    this.checkbox.addEventListener('mousedown', (event) => event.preventDefault());
    // Read-only notes keep the checkbox's look (a disabled one turns grey) but refuse the click.
    this.checkbox.addEventListener('click', (event) => {
      if (!this.view.editable) event.preventDefault();
    });
    this.checkbox.addEventListener('change', () => this.toggle());
    box.append(this.checkbox);
    this.contentDOM = document.createElement('div');
    this.contentDOM.className = 'task-item-content';
    this.dom.append(box, this.contentDOM);
    this.render();
  }

  private render(): void {
    const checked = this.node.attrs['checked'] === true;
    this.dom.dataset['checked'] = String(checked);
    this.checkbox.checked = checked;
    const readOnly = !this.view.editable;
    this.checkbox.tabIndex = readOnly ? -1 : 0;
    if (readOnly) this.checkbox.setAttribute('aria-readonly', 'true');
    else this.checkbox.removeAttribute('aria-readonly');
  }

  private toggle(): void {
    const pos = this.getPos();
    if (pos === undefined || !this.view.editable) {
      this.render();
      return;
    }
    const checked = this.node.attrs['checked'] !== true;
    this.view.dispatch(this.view.state.tr.setNodeMarkup(pos, undefined, { ...this.node.attrs, checked }));
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.render();
    return true;
  }

  stopEvent(event: Event): boolean {
    return event.target === this.checkbox;
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    return mutation.type !== 'selection' && !this.contentDOM.contains(mutation.target);
  }
}
