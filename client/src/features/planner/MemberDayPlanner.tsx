import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useIntl } from 'react-intl';
import { DayTimeline } from './DayTimeline';
import { PlannerMemberDayDocument } from './operations';
import { PlannerHeader } from './PlannerHeader';
import { useNow } from './useNow';
import classes from './planner.module.css';

/**
 * A colleague's day on the team member page: their blocks (private ones with the generic title),
 * read-only here; a block opens the drawer, which allows what the viewer may do.
 */
export function MemberDayPlanner({ userId }: { readonly userId: string }) {
  const intl = useIntl();
  const now = useNow();
  const [date, setDate] = useState(now.date);
  const dateLabel = intl.formatDate(`${date}T00:00:00Z`, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  });
  const day = useQuery(PlannerMemberDayDocument, { variables: { date, userId }, fetchPolicy: 'cache-and-network' });
  return (
    <DndProvider backend={HTML5Backend}>
      <div className={classes.memberDay} data-testid="member-planner">
        <PlannerHeader date={date} today={now.date} onChange={setDate} />
        <DayTimeline
          date={date}
          dateLabel={dateLabel}
          planners={day.data?.plannerDay ?? null}
          loading={day.loading && !day.data}
          error={!!day.error}
          onRetry={() => void day.refetch()}
          now={now}
          readOnly
        />
      </div>
    </DndProvider>
  );
}
