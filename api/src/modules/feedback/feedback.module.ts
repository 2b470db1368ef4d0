import { defineModule } from '../../kernel/module.js';
import { FeedbackAnnouncer, type FeedbackChangeEvent } from './feedback-announcer.js';
import { FeedbackImprover } from './feedback-improver.js';
import { FeedbackRewriter } from './feedback-rewriter.js';
import {
  Feedback,
  FeedbackCoreValue,
  FeedbackRequest,
  FeedbackRequestTodo,
  FeedbackTodo,
  UserFeedbackSetting,
} from './feedback.entity.js';
import { listenToFeedbackThreads } from './feedback-live.js';
import { FeedbackRequestResolver } from './feedback-request.resolver.js';
import { FeedbackRequestService } from './feedback-request.service.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { FeedbackService } from './feedback.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    feedback: FeedbackService;
    feedbackRequests: FeedbackRequestService;
    feedbackAnnouncer: FeedbackAnnouncer;
    feedbackImprover: FeedbackImprover;
  }
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** Keyed by each of the two people: a feedback or request of theirs changed (lists refetch). */
    'feedback.changed': [userId: string, payload: FeedbackChangeEvent];
  }
}

/** Peer feedback and feedback requests between colleagues of a workspace (spec 3). */
export const feedbackModule = defineModule({
  name: 'feedback',
  entities: [FeedbackRequest, FeedbackRequestTodo, Feedback, FeedbackCoreValue, FeedbackTodo, UserFeedbackSetting],
  resolvers: [FeedbackResolver, FeedbackRequestResolver],
  services: ({ bus, notifications, logger }, settings) => {
    const feedbackAnnouncer = new FeedbackAnnouncer({ bus, notifications });
    const feedbackImprover = new FeedbackImprover(settings.ai ? new FeedbackRewriter(settings.ai, logger) : null);
    return {
      feedbackAnnouncer,
      feedbackImprover,
      feedback: new FeedbackService(feedbackAnnouncer),
      feedbackRequests: new FeedbackRequestService(feedbackAnnouncer),
    };
  },
  start: (services) => listenToFeedbackThreads(services, services.feedbackAnnouncer),
});
