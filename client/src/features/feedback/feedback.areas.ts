import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const feedbackAreas = defineAreas({
  feedback: {
    title: { id: 'area.feedback.title', defaultMessage: 'Feedback' },
    description: {
      id: 'area.feedback.description',
      defaultMessage: 'Feedback and feedback requests between colleagues, tagged with core values.',
    },
  },
  feedbackItem: {
    title: { id: 'area.feedbackItem.title', defaultMessage: 'Feedback' },
    description: {
      id: 'area.feedbackItem.description',
      defaultMessage: 'One piece of feedback with its comments and reactions.',
    },
  },
});
