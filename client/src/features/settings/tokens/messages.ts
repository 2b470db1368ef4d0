import { defineMessageMap } from '../../../i18n/defineMessageMap';

export const tokenMessages = defineMessageMap({
  tab: { id: 'settings.tab.api', defaultMessage: 'API' },
  title: { id: 'settings.tokens.title', defaultMessage: 'Personal access tokens' },
  description: {
    id: 'settings.tokens.description',
    defaultMessage:
      'A token lets a script or an AI client use the Quarter API as you. Tokens keep working after you change your password: revoke any you no longer use.',
  },
  create: { id: 'settings.tokens.create', defaultMessage: 'Create token' },
  empty: { id: 'settings.tokens.empty', defaultMessage: 'You have no tokens yet.' },
  loadFailed: { id: 'settings.tokens.loadFailed', defaultMessage: 'The tokens could not be loaded.' },
  retry: { id: 'access.error.retry', defaultMessage: 'Try again' },
  name: { id: 'settings.tokens.name', defaultMessage: 'Name' },
  namePlaceholder: { id: 'settings.tokens.namePlaceholder', defaultMessage: 'What is it for? (e.g. CI sync)' },
  scope: { id: 'settings.tokens.scope', defaultMessage: 'Access' },
  scopeRead: { id: 'settings.tokens.scope.read', defaultMessage: 'Read only' },
  scopeReadWrite: { id: 'settings.tokens.scope.readWrite', defaultMessage: 'Read and write' },
  expiry: { id: 'settings.tokens.expiry', defaultMessage: 'Expires' },
  expiryDays: { id: 'settings.tokens.expiryDays', defaultMessage: 'In {days} days' },
  expiryCustom: { id: 'settings.tokens.expiryCustom', defaultMessage: 'On a date…' },
  expiryDate: { id: 'settings.tokens.expiryDate', defaultMessage: 'Last day' },
  created: { id: 'settings.tokens.created', defaultMessage: 'Created' },
  lastUsed: { id: 'settings.tokens.lastUsed', defaultMessage: 'Last used' },
  neverUsed: { id: 'settings.tokens.neverUsed', defaultMessage: 'Never' },
  expired: { id: 'settings.tokens.expired', defaultMessage: 'Expired' },
  revoke: { id: 'settings.tokens.revoke', defaultMessage: 'Revoke' },
  revokeName: { id: 'settings.tokens.revokeName', defaultMessage: 'Revoke {name}' },
  revokeTitle: { id: 'settings.tokens.revokeTitle', defaultMessage: 'Revoke this token?' },
  revokeBody: {
    id: 'settings.tokens.revokeBody',
    defaultMessage: 'Anything that uses “{name}” stops working at once. This cannot be undone.',
  },
  revoked: { id: 'settings.tokens.revoked', defaultMessage: 'The token was revoked.' },
  failed: { id: 'settings.tokens.failed', defaultMessage: 'The token could not be changed. {detail}' },
  newTitle: { id: 'settings.tokens.newTitle', defaultMessage: 'Your new token' },
  newBody: {
    id: 'settings.tokens.newBody',
    defaultMessage:
      'Copy it now: it will not be shown again. Send it in the “Authorization: Bearer” header, followed by the token.',
  },
  workspace: { id: 'settings.tokens.workspace', defaultMessage: 'Workspace' },
  workspaceAll: { id: 'settings.tokens.workspaceAll', defaultMessage: 'All my workspaces' },
  workspaceHint: {
    id: 'settings.tokens.workspaceHint',
    defaultMessage:
      'A token bound to one workspace reaches nothing else: not your planner, to-dos without a goal or notifications.',
  },
  workspaceDeleted: { id: 'settings.tokens.workspaceDeleted', defaultMessage: 'Deleted workspace' },
  playground: { id: 'settings.tokens.playground', defaultMessage: 'Try the API in the playground' },
});
