import { QUICK_FIND_KINDS, type QuickFindKind } from '@domain/quick-find';

/** One hit as the API answers it (QuickFindHit). */
export interface QuickFindHitView {
  readonly kind: QuickFindKind;
  readonly id: string;
  readonly title: string;
  readonly workspaceId: string | null;
  readonly workspaceName: string | null;
  readonly teamId: string | null;
}

export interface QuickFindGroup {
  readonly kind: QuickFindKind;
  /** The group's hits with their place in the whole list (the keyboard's order). */
  readonly hits: readonly { readonly hit: QuickFindHitView; readonly index: number }[];
}

/** The hits by kind, always in the same order of kinds (goals, projects, notes, to-dos, people), each kind as ranked. */
export function groupHits(hits: readonly QuickFindHitView[]): QuickFindGroup[] {
  let index = 0;
  return QUICK_FIND_KINDS.flatMap((kind) => {
    const ofKind = hits.filter((hit) => hit.kind === kind);
    return ofKind.length ? [{ kind, hits: ofKind.map((hit) => ({ hit, index: index++ })) }] : [];
  });
}

/**
 * Where a hit opens: the goal, project and note pages; a to-do in the planner's drawer (as a
 * notification opens it); a person on their member page in a team both are in, else among the
 * members of the workspace they share.
 */
export function hitPath(hit: QuickFindHitView): string {
  switch (hit.kind) {
    case 'GOAL':
      return `/goal/${hit.id}`;
    case 'PROJECT':
      return `/project/${hit.id}`;
    case 'NOTE':
      return `/note/${hit.id}`;
    case 'TODO':
      return `/planner?todo=${hit.id}`;
    case 'PERSON':
      if (hit.teamId) return `/team/${hit.teamId}/member/${hit.id}`;
      return hit.workspaceId ? `/workspace/${hit.workspaceId}/setting?tab=members` : '/planner';
  }
}

/** The next active option for an arrow key: down and up go round. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** Whether the shortcut is shown as ⌘K (Apple systems) or Ctrl K. */
export const isApplePlatform = (platform: string): boolean => /mac|iphone|ipad|ipod/i.test(platform);
