import { graphql } from '../../gql';

/** The team's scrum of a date (found or created on demand): header, open blockers and items. */
export const DailyScrumDocument = graphql(`
  query DailyScrum($teamId: UUID!, $date: LocalDate!) {
    dailyScrum(teamId: $teamId, date: $date) {
      id
      date
      teamId
      viewerCan {
        post
        manageTemplates
      }
      ...ScrumPostedSummary_scrum
      ...OpenBlockers_scrum
      items {
        ...ScrumItemCard_item
      }
    }
  }
`);

/** The viewer's new item for the date, prefilled from their planner and the team default template. */
export const DailyScrumDraftDocument = graphql(`
  query DailyScrumDraft($teamId: UUID!, $date: LocalDate!) {
    dailyScrumDraft(teamId: $teamId, date: $date) {
      done {
        ...ScrumSectionView_line
      }
      today {
        ...ScrumSectionView_line
      }
      blockers {
        ...ScrumSectionView_blocker
      }
      note
    }
  }
`);

/** The team's templates, the default first. */
export const DailyScrumTemplatesDocument = graphql(`
  query DailyScrumTemplates($teamId: UUID!) {
    dailyScrumTemplates(teamId: $teamId) {
      ...ScrumTemplate_template
    }
  }
`);

export const ScrumTemplateFragment = graphql(`
  fragment ScrumTemplate_template on DailyScrumTemplate {
    id
    title
    content
    isDefault
    registerDate
  }
`);

/** Something changed in the day (an item, a comment, a reaction): the open view refetches. */
export const DailyScrumChangedDocument = graphql(`
  subscription DailyScrumChanged($scrumId: UUID!) {
    dailyScrumChanged(scrumId: $scrumId) {
      scrumId
    }
  }
`);
