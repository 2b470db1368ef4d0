/**
 * People (spec 2). An account is its owner's own: profile, settings, password, notifications and
 * devices are only ever the viewer's. Someone else is within the viewer's reach (their planner
 * opened, a to-do made for them) when the two are colleagues, active members of one workspace;
 * out of reach, a person is NOT_FOUND.
 */
const own = (viewerId: string, userId: string) => viewerId === userId;

export const userPolicy = {
  own,
  reach: (viewerId: string, userId: string, colleagues: boolean) => own(viewerId, userId) || colleagues,
};
