import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { setFlagOnAll } from './notificationCache';

const MarkNotificationsViewedDocument = graphql(`
  mutation MarkNotificationsViewed($ids: [UUID!]) {
    markNotificationsViewed(ids: $ids)
  }
`);

/**
 * markNotificationsViewed without ids: the bell was opened or closed, every unviewed dot goes.
 * A failure is only logged (spec 2 section 8: notification side effects never block anything).
 */
export function useMarkNotificationsViewed() {
  const [mutate] = useMutation(MarkNotificationsViewedDocument);

  return useCallback(async (): Promise<void> => {
    try {
      await mutate({ update: (cache) => setFlagOnAll(cache, 'isViewed') });
    } catch (error) {
      console.warn('Could not mark the notifications viewed', error);
    }
  }, [mutate]);
}
