import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Team } from '../team/team.entity.js';
import { User } from '../user/user.entity.js';

/*
 * Goals and projects are both work items: each has participants besides its leader and is shared with
 * teams. Their rows live in separate tables (goal_participant, project_participant, ...) that share
 * these columns; each subclass adds its owner relation and names its indexes.
 */

/** A person taking part in a work item (besides its leader). */
@Entity({ abstract: true })
export abstract class WorkItemParticipant {
  [OptionalProps]?: 'registerDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User)
  user!: User;

  @Property()
  registerDate: Date = new Date();
}

/** A work item shared with a team (spec 1 section 4): switching off disables the row, switching on re-enables it. */
@Entity({ abstract: true })
export abstract class WorkItemSharing {
  [OptionalProps]?: 'enable' | 'isOwner' | 'registerDate' | 'updateDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Team)
  team!: Team;

  @Property()
  enable: boolean = true;

  /** The work item's own team. */
  @Property()
  isOwner: boolean = false;

  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}
