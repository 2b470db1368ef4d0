import { defineModule } from '../../kernel/module.js';
import type { CommentTarget } from './comment-target.js';
import { Comment, CommentMention } from './comment.entity.js';
import { createCommentLoaders } from './comment.loaders.js';
import { CommentResolver, TodoCommentsResolver } from './comment.resolver.js';
import { CommentService } from './comment.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    comments: CommentService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createCommentLoaders> {}
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** A comment was written, edited or deleted on a target (areas whose lists show threads listen). */
    comment_changed: { targetKind: CommentTarget['kind']; targetId: string };
  }
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** A comment of a thread was created, edited or deleted; routed by "goal:<id>", "todo:<id>" or "note:<id>". */
    'comments.changed': [threadKey: string, payload: { commentId: string; kind: string }];
  }
}

/** Comments with one level of replies and mentions, on goals, to-dos and notes (spec 3). */
export const commentModule = defineModule({
  name: 'comment',
  entities: [Comment, CommentMention],
  resolvers: [CommentResolver, TodoCommentsResolver],
  loaders: createCommentLoaders,
  services: ({ bus, events, notifications }) => ({ comments: new CommentService({ bus, events, notifications }) }),
});
