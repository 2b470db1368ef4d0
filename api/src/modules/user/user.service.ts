import type { EntityManager } from '@mikro-orm/postgresql';
import { fromGraphqlLocale } from '@domain/locale.js';
import {
  isBlank,
  isValidTimeOfDay,
  isValidMbti,
  isValidTimeZone,
  isValidWeekday,
  NAME_MAX_LENGTH,
} from '@domain/validation.js';
import type { Viewer } from '../../kernel/viewer.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import type { ReminderService } from '../notification/reminder.service.js';
import { validImageUrl } from './profile-image-url.js';
import {
  GOAL_DISPLAY_PROPERTIES,
  GOAL_GROUPINGS,
  GOAL_ORDERINGS,
  GOAL_VIEW_TYPES,
  isOneOf,
} from '@domain/goal-display.js';
import { GoalDisplaySetting, TodoDisplaySetting, User } from './user.entity.js';
import type { GoalDisplaySettingInput, TodoDisplaySettingInput, UpdateProfileInput } from './user.types.js';

const PHONE_PATTERN = /^[0-9+\-() ]{1,30}$/;

/** The viewer's own profile and settings (spec 2 sections 2, 3 and 5). */
export class UserService {
  constructor(
    private readonly bus: EventBus,
    private readonly reminders: ReminderService,
  ) {}

  async updateProfile(em: EntityManager, viewer: Viewer, input: UpdateProfileInput): Promise<User> {
    const user = await em.findOneOrFail(User, { id: viewer.userId });
    const changes = validatedChanges(input);
    em.assign(user, changes);
    await em.flush();
    if (['planningReminderTime', 'planningReminderDays', 'timezone'].some((field) => field in changes)) {
      await this.reminders.syncPlanningReminder(em, user);
    }
    this.bus.publish('user.updated', user.id, { userId: user.id });
    return user;
  }

  /** Notes the workspace the person works in (the caller checked the membership), for their next sign-in. */
  async rememberWorkspace(em: EntityManager, viewer: Viewer, workspaceId: string): Promise<User> {
    const user = await em.findOneOrFail(User, { id: viewer.userId });
    user.lastWorkspaceId = workspaceId;
    await em.flush();
    return user;
  }

  /** Saves the goal list display settings on the user (spec 1 section 3), each value from its list. */
  async updateGoalDisplaySetting(em: EntityManager, viewer: Viewer, input: GoalDisplaySettingInput): Promise<User> {
    const user = await em.findOneOrFail(User, { id: viewer.userId });
    const setting = user.goalDisplaySetting;
    if (input.completedFilter) setting.completedFilter = input.completedFilter;
    if (input.displayProperties) {
      if (
        input.displayProperties.length === 0 ||
        !input.displayProperties.every((p) => isOneOf(GOAL_DISPLAY_PROPERTIES, p))
      ) {
        throw errors.badInput(
          'displayProperties',
          'INVALID_DISPLAY_PROPERTY',
          'Choose at least one of the available properties.',
        );
      }
      setting.displayProperties = [...new Set(input.displayProperties)];
    }
    setting.grouping = checked('grouping', GOAL_GROUPINGS, input.grouping) ?? setting.grouping;
    setting.ordering = checked('ordering', GOAL_ORDERINGS, input.ordering) ?? setting.ordering;
    setting.viewType = checked('viewType', GOAL_VIEW_TYPES, input.viewType) ?? setting.viewType;
    if (input.orderingDir) setting.orderingDir = input.orderingDir;
    user.goalDisplaySetting = Object.assign(new GoalDisplaySetting(), setting);
    return this.savedSettings(em, user);
  }

  /** Saves how the planner's to-do lists show goals (spec 1 section 3): grouped under them, with the empty ones. */
  async updateTodoDisplaySetting(em: EntityManager, viewer: Viewer, input: TodoDisplaySettingInput): Promise<User> {
    const user = await em.findOneOrFail(User, { id: viewer.userId });
    const setting = Object.assign(new TodoDisplaySetting(), user.todoDisplaySetting);
    if (input.showGoals != null) setting.showGoals = input.showGoals;
    if (input.showEmptyGoals != null) setting.showEmptyGoals = input.showEmptyGoals;
    user.todoDisplaySetting = setting;
    return this.savedSettings(em, user);
  }

  /** Flushes a change of the viewer's settings and tells their other tabs and devices. */
  private async savedSettings(em: EntityManager, user: User): Promise<User> {
    await em.flush();
    this.bus.publish('user.updated', user.id, { userId: user.id });
    return user;
  }
}

function checked(field: string, values: readonly string[], value: string | null | undefined): string | null {
  if (value == null) return null;
  if (!isOneOf(values, value)) throw errors.badInput(field, 'INVALID_CHOICE', 'This option is not available.');
  return value;
}

/** Checks each given field and returns the changes to apply; the first bad field fails the whole update. */
function validatedChanges(input: UpdateProfileInput): Partial<User> {
  const changes: Partial<User> = {};
  if (input.name !== undefined) {
    if (isBlank(input.name)) throw errors.badInput('name', 'NAME_REQUIRED', 'Please enter your name.');
    const name = input.name!.trim();
    if (name.length > NAME_MAX_LENGTH)
      throw errors.badInput('name', 'TOO_LONG', `The name must be at most ${NAME_MAX_LENGTH} characters.`);
    changes.name = name;
  }
  if (input.profileImageUrl !== undefined) {
    changes.profileImageUrl = validImageUrl(input.profileImageUrl);
  }
  if (input.mbti !== undefined) {
    const mbti = isBlank(input.mbti) ? null : input.mbti!.trim().toUpperCase();
    if (mbti && !isValidMbti(mbti)) throw errors.badInput('mbti', 'INVALID_MBTI', 'This is not an MBTI type.');
    changes.mbti = mbti;
  }
  if (input.phone !== undefined) {
    const phone = isBlank(input.phone) ? null : input.phone!.trim();
    if (phone && !PHONE_PATTERN.test(phone))
      throw errors.badInput('phone', 'INVALID_PHONE', 'This is not a phone number.');
    changes.phone = phone;
  }
  if (input.language != null) changes.language = fromGraphqlLocale(input.language);
  if (input.timezone != null) {
    if (!isValidTimeZone(input.timezone))
      throw errors.badInput('timezone', 'INVALID_TIMEZONE', 'This time zone is not known.');
    changes.timezone = input.timezone;
  }
  if (input.planningReminderTime !== undefined) {
    const time = input.planningReminderTime;
    if (time !== null && !isValidTimeOfDay(time))
      throw errors.badInput('planningReminderTime', 'INVALID_TIME', 'Enter the time as HH:mm.');
    changes.planningReminderTime = time;
  }
  if (input.planningReminderDays != null) {
    if (!input.planningReminderDays.every(isValidWeekday))
      throw errors.badInput('planningReminderDays', 'INVALID_WEEKDAY', 'Weekdays go from 0 (Sunday) to 6 (Saturday).');
    changes.planningReminderDays = [...new Set(input.planningReminderDays)].sort();
  }
  return changes;
}
