import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const reportAreas = defineAreas({
  reports: {
    title: { id: 'area.reports.title', defaultMessage: 'Reports' },
    description: { id: 'area.reports.description', defaultMessage: 'Reports you sent and reports you received.' },
  },
  report: {
    title: { id: 'area.report.title', defaultMessage: 'Report' },
    description: {
      id: 'area.report.description',
      defaultMessage: 'A report with its editor, PDF export and recipients.',
    },
  },
});
