import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { byIds } from '../../database/batch.js';
import { User } from './user.entity.js';

export function createUserLoaders(em: EntityManager) {
  return {
    user: new DataLoader<string, User | null>(async (ids) =>
      byIds(await em.find(User, { id: { $in: [...ids] } }), ids),
    ),
  };
}
