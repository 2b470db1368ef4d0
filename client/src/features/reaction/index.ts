/**
 * What other areas mount from reactions: the bar of emoji reactions under a feedback or a daily scrum
 * item, its fragment (spread `...ReactionBar_reactions` in the target's `reactions`), and the
 * picker. emoji-mart itself is fetched only when a picker opens.
 */
export { ReactionBar, type ReactionBarProps } from './ReactionBar';
export type { ReactionBar_ReactionsFragment } from '../../gql/graphql';
export { EmojiPicker, type EmojiPickerProps } from './EmojiPicker';
export type { ReactionTarget } from './target';
