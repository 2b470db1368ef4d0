import { Paper, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ScrumSkeleton } from './ScrumSkeleton';

const ScrumPanel = lazy(() => import('./ScrumPanel'));

/**
 * The team's daily scrum as a section of its members page; its code (the calendar, comments and
 * reactions) loads with it, not with the page.
 */
export function DailyScrumSection({ teamId }: { readonly teamId: string }) {
  return (
    <Suspense
      fallback={
        <Paper withBorder p="lg" bg="white">
          <Skeleton height={24} width={260} mb="md" />
          <ScrumSkeleton />
        </Paper>
      }
    >
      <ScrumPanel teamId={teamId} />
    </Suspense>
  );
}
