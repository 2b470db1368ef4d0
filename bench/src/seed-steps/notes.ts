/** Seeding step: notes, and the bench and probe users' note views and bookmarks. */
import { json, type People, type Row, type SeedContext } from './context.js';

export interface Notes {
  notes: Row[];
  bookmarks: Row[];
  views: Row[];
}

const doc = (text: string) =>
  json({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Summary' }] },
      { type: 'paragraph', content: [{ type: 'text', text }] },
    ],
  });

/** Notes: 2,000, 55% on goals and 45% on to-dos, written by a member of the team or the to-do's owner. */
export function seedNotes(ctx: SeedContext, people: People, goals: Row[], todos: Row[]): Notes {
  const { r, past } = ctx;
  const { userId, membersOf, workspaceId } = people;
  const notes: Row[] = [];
  const enabledTodos = todos.filter((t) => t.enable);
  for (let k = 0; k < 2000; k++) {
    const onGoal = r.chance(0.55);
    const goal = onGoal ? r.pick(goals) : null;
    const todo = onGoal ? null : r.pick(enabledTodos);
    const author = goal ? userId(r.pick(membersOf.get(goal.team_id as string)!)) : (todo!.user_id as string);
    const text = `Meeting notes ${k}: decisions, open questions and next steps for ${goal ? goal.title : todo!.title}.`;
    const registered = past(120);
    notes.push({
      id: r.uuid(),
      title: `${r.pick(['Notes', 'Minutes', 'Plan', 'Retro', 'Spec'])} ${k + 1}`,
      content: doc(text),
      markdown_content: `## Summary\n\n${text}`,
      register_id: author,
      register_date: registered,
      update_id: null,
      update_date: new Date(registered.getTime() + r.int(0, 10) * 86_400_000),
      enable: true,
      goal_id: goal?.id ?? null,
      todo_id: todo?.id ?? null,
      workspace_id: workspaceId,
      short_url_code: null,
      original_url: null,
      share_enabled: false,
      share_created_at: null,
    });
  }
  const bookmarks: Row[] = [];
  const views: Row[] = [];
  for (const i of [0, 5]) {
    for (const note of r.sample(notes, 40))
      views.push({ id: r.uuid(), note_id: note.id, user_id: userId(i), viewed_at: past(30) });
    for (const note of r.sample(notes, 15))
      bookmarks.push({ id: r.uuid(), note_id: note.id, user_id: userId(i), created_at: past(30) });
  }
  return { notes, bookmarks, views };
}
