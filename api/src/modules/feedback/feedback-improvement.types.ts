import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { FEEDBACK_HINTS, type FeedbackHint } from '@domain/feedback-hints.js';

export const FeedbackHintEnum = Object.fromEntries(FEEDBACK_HINTS.map((hint) => [hint, hint])) as {
  [H in FeedbackHint]: H;
};
registerEnumType(FeedbackHintEnum, {
  name: 'FeedbackHint',
  description:
    'What would make a feedback more useful to its receiver, read by rules in its language (Korean, English or Vietnamese).',
  valuesConfig: {
    TOO_SHORT: {
      description:
        'Fewer letters than a useful sentence holds (20 in Korean, 40 in English and Vietnamese; spaces and punctuation not counted).',
    },
    NO_EXAMPLE: {
      description:
        'It names no concrete instance: no number, date or quoted words, no "for example", no moment or occasion.',
    },
    NO_BEHAVIOUR: { description: 'It names nothing the receiver did: no verb of action.' },
  },
});

@ObjectType({
  description: 'Suggestions for a feedback being written: nothing is stored; the writer takes them or not.',
})
export class FeedbackImprovement {
  @Field(() => [FeedbackHintEnum], {
    description:
      'The hints the text earns, in this order: TOO_SHORT, NO_EXAMPLE, NO_BEHAVIOUR; empty for a blank text or one that needs none.',
  })
  hints!: FeedbackHint[];

  @Field(() => String, {
    nullable: true,
    description:
      'A rewrite suggested by the AI model, in the text language; null without a model (AI_BASE_URL), for a blank text, or when the model could not answer.',
  })
  rewrite!: string | null;
}
