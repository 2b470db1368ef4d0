import type { MessageDescriptor } from 'react-intl';
import type { CommentTargetInput } from '../../gql/graphql';
import { defineMessageMap } from '../../i18n/defineMessageMap';
import { allowsMentions } from './target';

/** Words of the comment thread (spec 1 section 2, spec 3 "Comments"). */
export const commentMessages = defineMessageMap({
  heading: { id: 'comment.heading', defaultMessage: 'Comments' },
  headingCount: { id: 'comment.headingCount', defaultMessage: 'Comments {count}' },
  placeholder: { id: 'comment.placeholder', defaultMessage: 'Write a comment. Type @ to mention someone.' },
  replyPlaceholder: { id: 'comment.replyPlaceholder', defaultMessage: 'Write a reply. Type @ to mention someone.' },
  placeholderNoMentions: { id: 'comment.placeholderNoMentions', defaultMessage: 'Write a comment.' },
  replyPlaceholderNoMentions: { id: 'comment.replyPlaceholderNoMentions', defaultMessage: 'Write a reply.' },
  submit: { id: 'comment.submit', defaultMessage: 'Comment' },
  submitReply: { id: 'comment.submitReply', defaultMessage: 'Reply' },
  save: { id: 'comment.save', defaultMessage: 'Save' },
  cancel: { id: 'comment.cancel', defaultMessage: 'Cancel' },
  reply: { id: 'comment.reply', defaultMessage: 'Reply' },
  edit: { id: 'comment.edit', defaultMessage: 'Edit' },
  delete: { id: 'comment.delete', defaultMessage: 'Delete' },
  edited: { id: 'comment.edited', defaultMessage: '(edited)' },
  showReplies: {
    id: 'comment.showReplies',
    defaultMessage: '{count, plural, one {Show # reply} other {Show # replies}}',
  },
  hideReplies: {
    id: 'comment.hideReplies',
    defaultMessage: '{count, plural, one {Hide # reply} other {Hide # replies}}',
  },
  someone: { id: 'comment.someone', defaultMessage: 'someone' },
  empty: { id: 'comment.empty', defaultMessage: 'No comments yet. Be the first to write one.' },
  loadFailed: { id: 'comment.loadFailed', defaultMessage: 'The comments could not be loaded.' },
  retry: { id: 'comment.retry', defaultMessage: 'Try again' },
  deleteTitle: { id: 'comment.deleteTitle', defaultMessage: 'Delete this comment?' },
  deleteBody: { id: 'comment.deleteBody', defaultMessage: 'The comment will be removed for everyone.' },
  deleteBodyWithReplies: {
    id: 'comment.deleteBodyWithReplies',
    defaultMessage:
      'The comment and its {count, plural, one {# reply} other {# replies}} will be removed for everyone.',
  },
  deleted: { id: 'comment.deleted', defaultMessage: 'The comment has been deleted.' },
  createFailed: { id: 'comment.createFailed', defaultMessage: 'The comment could not be posted. {detail}' },
  updateFailed: { id: 'comment.updateFailed', defaultMessage: 'The comment could not be saved. {detail}' },
  deleteFailed: { id: 'comment.deleteFailed', defaultMessage: 'The comment could not be deleted. {detail}' },
  suggestionsLabel: { id: 'comment.suggestionsLabel', defaultMessage: 'People to mention' },
  noSuggestions: { id: 'comment.noSuggestions', defaultMessage: 'No one by that name in this workspace.' },
  actionsFor: { id: 'comment.actionsFor', defaultMessage: 'Comment by {name}' },
});

/** The editor's hint, which tells about "@" only where people can be mentioned (not on a feedback). */
export function placeholderOf(target: CommentTargetInput, kind: 'comment' | 'reply'): MessageDescriptor {
  const mentions = allowsMentions(target);
  if (kind === 'reply') return mentions ? commentMessages.replyPlaceholder : commentMessages.replyPlaceholderNoMentions;
  return mentions ? commentMessages.placeholder : commentMessages.placeholderNoMentions;
}
