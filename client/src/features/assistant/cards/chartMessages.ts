import { defineMessageMap } from '../../../i18n/defineMessageMap';

/** Words of the chart card (get_chart): its picture's description and what it says when the picture cannot be shown. */
export const chartMessages = defineMessageMap({
  title: { id: 'assistant.card.chart.title', defaultMessage: 'Your chart' },
  running: { id: 'assistant.running.chart', defaultMessage: 'Drawing the chart…' },
  alt: { id: 'assistant.card.chart.alt', defaultMessage: '{title} chart, {period}: {values}' },
  empty: { id: 'assistant.card.chart.empty', defaultMessage: 'nothing recorded' },
  broken: { id: 'assistant.card.chart.broken', defaultMessage: 'Chart unavailable' },
  fallback: {
    id: 'assistant.card.chart.fallback',
    defaultMessage: 'The chart could not be shown. Here are its values:',
  },
  fallbackEmpty: {
    id: 'assistant.card.chart.fallbackEmpty',
    defaultMessage: 'The chart could not be shown, and nothing was recorded in this period.',
  },
  cut: {
    id: 'assistant.card.chart.cut',
    defaultMessage: '{shown} of {total} values are listed; the chart shows them all.',
  },
});
