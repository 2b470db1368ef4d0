/** Seeding step: comments (threads of exactly N for P1, then scattered ones) and their mentions. */
import type { People, Row, SeedContext } from './context.js';

export interface Comments {
  comments: Row[];
  mentions: Row[];
  /** The bench user's first team, whose goals hold the threads of N comments. */
  benchTeam: string;
  /** Goals whose thread holds exactly N top-level comments (P1), readable by both users. */
  commentGoals: { n: number; goalId: string; replies: number }[];
}

type Target = { goal_id?: string; todo_id?: string };
type Comment = (target: Target, authors: number[], parentId: string | null, registered: Date) => string;

/** Answers a function that adds one comment by one of `authors` (10% mention another of them). */
function commenter(ctx: SeedContext, people: People, out: Comments): Comment {
  const { r } = ctx;
  const { userId } = people;
  const { comments, mentions } = out;
  return (target, authors, parentId, registered) => {
    const id = r.uuid();
    const author = r.pick(authors);
    comments.push({
      id,
      content: `${r.pick(['Looks good.', 'Can we move this to next week?', 'Blocked on review.', 'Done on my side.', 'I added the numbers.'])} (${comments.length + 1})`,
      register_id: userId(author),
      goal_id: target.goal_id ?? null,
      todo_id: target.todo_id ?? null,
      parent_id: parentId,
      register_date: registered,
      update_date: registered,
      update_id: null,
      enable: true,
      note_id: null,
    });
    if (r.chance(0.1))
      mentions.push({ id: r.uuid(), comment_id: id, user_id: userId(r.pick(authors.filter((a) => a !== author))) });
    return id;
  };
}

/** Threads of exactly N top-level comments (and N/4 replies) on goals of the bench team. */
function commentThreads(ctx: SeedContext, people: People, goals: Row[], comment: Comment, out: Comments) {
  const { r, past } = ctx;
  const { benchTeam, commentGoals } = out;
  const benchTeamGoals = goals.filter((g) => g.team_id === benchTeam).map((g) => g.id as string);
  [1, 14, 60, 500].forEach((n, k) => {
    const goalId = benchTeamGoals[40 + k];
    const tops: string[] = [];
    for (let c = 0; c < n; c++)
      tops.push(comment({ goal_id: goalId }, people.membersOf.get(benchTeam)!, null, past(60)));
    const replies = Math.floor(n / 4);
    for (let c = 0; c < replies; c++)
      comment({ goal_id: goalId }, people.membersOf.get(benchTeam)!, r.pick(tops), past(30));
    commentGoals.push({ n, goalId, replies });
  });
}

/** 1,500 scattered comments: 60% on other goals (by the team), 40% on to-dos (by the owner and teammates). */
function scatteredComments(
  ctx: SeedContext,
  people: People,
  goals: Row[],
  todos: Row[],
  comment: Comment,
  out: Comments,
) {
  const { r, past } = ctx;
  const { users, membersOf, teamsOf } = people;
  const enabledTodos = todos.filter((t) => t.enable);
  const userIndex = new Map(users.map((u, i) => [u.id as string, i]));
  const commentable = goals.filter((g) => !out.commentGoals.some((c) => c.goalId === g.id));
  for (let c = 0; c < 1500; c++) {
    if (r.chance(0.6)) {
      const goal = r.pick(commentable);
      comment({ goal_id: goal.id as string }, membersOf.get(goal.team_id as string)!, null, past(90));
    } else {
      const todo = r.pick(enabledTodos);
      const owner = userIndex.get(todo.user_id as string)!;
      comment(
        { todo_id: todo.id as string },
        [owner, ...membersOf.get(teamsOf.get(owner)![0])!.slice(0, 5)],
        null,
        past(90),
      );
    }
  }
}

/** Comments: threads of exactly N top-level comments (and N/4 replies) on goals of the bench team, then 1,500 scattered ones. */
export function seedComments(ctx: SeedContext, people: People, goals: Row[], todos: Row[]): Comments {
  const out: Comments = { comments: [], mentions: [], benchTeam: people.teamIds[0], commentGoals: [] };
  const comment = commenter(ctx, people, out);
  commentThreads(ctx, people, goals, comment, out);
  scatteredComments(ctx, people, goals, todos, comment, out);
  return out;
}
