// Shared by goals and projects: today's calendar date in the viewer's time zone.
import { todayIn } from '@domain/deadline-label';
import { useViewer } from '../../app/useViewer';

export function useToday(): string {
  const viewer = useViewer();
  const zone = viewer?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return todayIn(zone);
  } catch {
    return todayIn('UTC');
  }
}
