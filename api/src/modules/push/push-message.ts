import type { SupportedLocale } from '@domain/locale.js';

const NEW_NOTIFICATION: Record<SupportedLocale, string> = {
  'ko-KR': '새 알림이 도착했습니다.',
  'en-US': 'You have a new notification.',
  'vi-VN': 'Bạn có thông báo mới.',
};

/** The text line of a push in the user's language: who did it, then that there is something new. */
export function pushMessage(locale: SupportedLocale, content: Record<string, unknown>): string {
  const actor = typeof content.actor_name === 'string' && content.actor_name ? `${content.actor_name} · ` : '';
  return `${actor}${NEW_NOTIFICATION[locale] ?? NEW_NOTIFICATION['en-US']}`;
}
