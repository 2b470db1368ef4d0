import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CORE_VALUE_NAME_MAX } from '@domain/feedback.js';
import { escapeLike } from '../../database/like.js';
import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import { FeedbackCoreValue } from '../feedback/feedback.entity.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { CoreValue } from './core-value.entity.js';

/**
 * A workspace's core values (spec 3 sections 4 and 5): names trimmed, non-empty and unique in the
 * workspace whatever the case (the unique index has the last word when two admins add one at once);
 * a value that tagged active feedback is only disabled on delete, so that feedback keeps it; adding
 * the name of such a value brings it back, with its history. Callers have authorized.
 */
export class CoreValueService {
  list(em: EntityManager, workspaceId: string): Promise<CoreValue[]> {
    return em.find(CoreValue, { workspace: workspaceId }, { orderBy: { registerDate: 'desc', id: 'asc' } });
  }

  async add(em: EntityManager, actorId: string, workspaceId: string, rawName: string): Promise<CoreValue> {
    const name = validName(rawName);
    const same = await em.find(
      CoreValue,
      { workspace: workspaceId, name: { $ilike: escapeLike(name) } },
      { filters: false },
    );
    if (same.some((value) => value.enable)) throw duplicate(name);
    const value =
      same[0] ??
      em.create(CoreValue, {
        workspace: em.getReference(Workspace, workspaceId),
        name,
        register: em.getReference(User, actorId),
      });
    Object.assign(value, { name, enable: true, update: em.getReference(User, actorId) });
    await flushNamed(em, name);
    return value;
  }

  async rename(em: EntityManager, actorId: string, value: CoreValue, rawName: string): Promise<CoreValue> {
    const name = validName(rawName);
    const clash = await em.findOne(CoreValue, {
      workspace: value.workspace,
      name: { $ilike: escapeLike(name) },
      id: { $ne: value.id },
    });
    if (clash) throw duplicate(name);
    Object.assign(value, { name, update: em.getReference(User, actorId) });
    await flushNamed(em, name);
    return value;
  }

  /** Disables a value that tagged active feedback; removes an unused one. Answers whether it was kept (disabled). */
  async delete(em: EntityManager, actorId: string, value: CoreValue): Promise<boolean> {
    const used = await em.count(FeedbackCoreValue, { coreValue: value, feedback: { enable: true } });
    if (used > 0) Object.assign(value, { enable: false, update: em.getReference(User, actorId) });
    else {
      // Tags on deleted feedback go with it.
      await em.nativeDelete(FeedbackCoreValue, { coreValue: value });
      em.remove(value);
    }
    await em.flush();
    return used > 0;
  }
}

function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw errors.badInput('name', 'NAME_REQUIRED', 'Enter the name of the core value.');
  if (name.length > CORE_VALUE_NAME_MAX)
    throw errors.badInput(
      'name',
      'NAME_TOO_LONG',
      `A core value name can be at most ${CORE_VALUE_NAME_MAX} characters.`,
    );
  return name;
}

const duplicate = (name: string) =>
  new AppError(ErrorCode.CONFLICT, `"${name}" is already a core value of this workspace.`, {
    reason: 'CORE_VALUE_DUPLICATE',
    field: 'name',
    name,
  });

async function flushNamed(em: EntityManager, name: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw duplicate(name);
    throw error;
  }
}
