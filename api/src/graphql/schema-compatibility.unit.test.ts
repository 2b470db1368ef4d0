import { readFileSync } from 'node:fs';
import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  type BreakingChange,
  type DangerousChange,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: integrators build on the released schema (`api/schema/released.graphql`, a copy of
 * `schema.graphql` taken at each release). A change that would break them (a type, field, argument or
 * enum value removed, a type changed, a required argument or input field added, ...) fails here unless
 * `api/schema/breaking-changes.json` lists it, word for word, with the reason it is made on purpose.
 * docs/architecture.md ("Breaking changes") tells how to release and how to list a break.
 */

export type AllowedBreak = { change: string; reason: string };

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** A change as the allow-list names it: graphql-js's kind and sentence, e.g. "FIELD_REMOVED: Query.me was removed." */
export const changeLine = (change: BreakingChange | DangerousChange) => `${change.type}: ${change.description}`;

/** What is breaking between two schemas and not allowed, and the allowed breaks that no longer happen. */
export function compareSchemas(releasedSdl: string, currentSdl: string, allowed: readonly AllowedBreak[]) {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const breaking = findBreakingChanges(released, current).map(changeLine).sort();
  const listed = new Set(allowed.map((entry) => entry.change));
  return {
    unlisted: breaking.filter((line) => !listed.has(line)),
    stale: allowed.filter((entry) => !breaking.includes(entry.change)).map((entry) => entry.change),
    dangerous: findDangerousChanges(released, current).map(changeLine).sort(),
  };
}

describe('the schema compared with the released one', () => {
  const allowed = JSON.parse(read('../../schema/breaking-changes.json')) as AllowedBreak[];

  it('lists every allowed break with a reason', () => {
    expect(Array.isArray(allowed)).toBe(true);
    for (const entry of allowed) {
      expect(typeof entry.change === 'string' && entry.change.includes(': '), JSON.stringify(entry)).toBe(true);
      expect(typeof entry.reason === 'string' && entry.reason.trim().length >= 10, `a reason for ${entry.change}`).toBe(
        true,
      );
    }
  });

  it('breaks nothing integrators use, except the listed changes (and lists none that no longer happens)', () => {
    const { unlisted, stale, dangerous } = compareSchemas(
      read('../../schema/released.graphql'),
      read('../../../schema.graphql'),
      allowed,
    );
    // Dangerous changes (an enum value or union member added, a default changed) are fine to make; say so in the release notes.
    if (dangerous.length > 0)
      console.info(`Changes integrators may notice since the release:\n${dangerous.join('\n')}`);
    expect(
      unlisted,
      'breaking changes since api/schema/released.graphql: list them in api/schema/breaking-changes.json with a reason, or undo them',
    ).toEqual([]);
    expect(stale, 'entries of api/schema/breaking-changes.json that the schema no longer makes: remove them').toEqual(
      [],
    );
  });

  it('finds the breaks an integrator would hit (the check can fail)', () => {
    const released = `
      type Query { me: User!, todos(first: Int): [Todo!]! }
      type User { id: ID!, name: String! }
      type Todo { id: ID!, status: Status! }
      enum Status { OPEN DONE CANCELLED }
    `;
    const current = `
      type Query { me: User, todos(first: Int, userId: ID!): [Todo!]! }
      type User { id: ID! }
      type Todo { id: ID!, status: Status! }
      enum Status { OPEN DONE }
    `;
    const allowName = { change: 'FIELD_REMOVED: User.name was removed.', reason: 'Names moved to the profile.' };
    const staleEntry = { change: 'TYPE_REMOVED: Goal was removed.', reason: 'Goals were never released.' };
    const result = compareSchemas(released, current, [allowName, staleEntry]);
    expect(result.unlisted).toEqual([
      'FIELD_CHANGED_KIND: Query.me changed type from User! to User.',
      'REQUIRED_ARG_ADDED: A required arg userId on Query.todos was added.',
      'VALUE_REMOVED_FROM_ENUM: CANCELLED was removed from enum type Status.',
    ]);
    expect(result.stale).toEqual([staleEntry.change]);
    // Additions break nothing.
    expect(compareSchemas(released, `${released} type Goal { id: ID! }`, []).unlisted).toEqual([]);
  });
});
