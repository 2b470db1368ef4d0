import type { SupportedLocale } from '@domain/locale.js';
import type { MailMessage } from './mailer.js';

interface LinkMailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const VERIFY: Record<SupportedLocale, LinkMailText> = {
  'ko-KR': {
    subject: '[Quarter] 이메일 주소를 인증해 주세요',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: 'Quarter에 가입해 주셔서 감사합니다. 아래 버튼을 눌러 이메일 인증을 완료해 주세요.',
    action: '이메일 인증하기',
    expiry: '이 링크는 24시간 동안 한 번만 사용할 수 있습니다.',
    ignore: '가입한 적이 없다면 이 메일을 무시하셔도 됩니다.',
  },
  'en-US': {
    subject: '[Quarter] Please verify your e-mail address',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for signing up for Quarter. Press the button below to verify your e-mail address.',
    action: 'Verify e-mail',
    expiry: 'This link works once and expires in 24 hours.',
    ignore: 'If you did not sign up, you can ignore this e-mail.',
  },
  'vi-VN': {
    subject: '[Quarter] Vui lòng xác thực địa chỉ email của bạn',
    greeting: (name) => `Xin chào ${name},`,
    body: 'Cảm ơn bạn đã đăng ký Quarter. Hãy nhấn nút bên dưới để xác thực địa chỉ email.',
    action: 'Xác thực email',
    expiry: 'Liên kết này chỉ dùng được một lần và hết hạn sau 24 giờ.',
    ignore: 'Nếu bạn không đăng ký, hãy bỏ qua email này.',
  },
};

const RESET: Record<SupportedLocale, LinkMailText> = {
  'ko-KR': {
    subject: '[Quarter] 비밀번호 재설정 안내',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: '비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요.',
    action: '비밀번호 재설정',
    expiry: '이 링크는 1시간 동안 한 번만 사용할 수 있습니다.',
    ignore: '요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
  },
  'en-US': {
    subject: '[Quarter] Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset your password. Press the button below to choose a new one.',
    action: 'Reset password',
    expiry: 'This link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
  },
  'vi-VN': {
    subject: '[Quarter] Đặt lại mật khẩu',
    greeting: (name) => `Xin chào ${name},`,
    body: 'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn. Hãy nhấn nút bên dưới để chọn mật khẩu mới.',
    action: 'Đặt lại mật khẩu',
    expiry: 'Liên kết này chỉ dùng được một lần và hết hạn sau 1 giờ.',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
  },
};

function invitationText(locale: SupportedLocale, inviter: string, workspace: string): LinkMailText {
  const texts: Record<SupportedLocale, LinkMailText> = {
    'ko-KR': {
      subject: `[Quarter] ${inviter}님이 ${workspace} 워크스페이스에 초대했습니다`,
      greeting: (name) => `${name}님, 안녕하세요.`,
      body: `${inviter}님이 Quarter의 ${workspace} 워크스페이스에 초대했습니다. 아래 버튼을 눌러 초대를 확인하고 수락하거나 거절해 주세요.`,
      action: '초대 확인하기',
      expiry: '초대받은 이메일 주소로 로그인해야 수락할 수 있습니다.',
      ignore: '참여하고 싶지 않다면 거절하거나 이 메일을 무시하셔도 됩니다.',
    },
    'en-US': {
      subject: `[Quarter] ${inviter} invited you to ${workspace}`,
      greeting: (name) => `Hello ${name},`,
      body: `${inviter} invited you to the ${workspace} workspace on Quarter. Press the button below to see the invitation and accept or decline it.`,
      action: 'See the invitation',
      expiry: 'Log in with the invited e-mail address to accept.',
      ignore: 'If you do not want to join, decline it or ignore this e-mail.',
    },
    'vi-VN': {
      subject: `[Quarter] ${inviter} đã mời bạn vào ${workspace}`,
      greeting: (name) => `Xin chào ${name},`,
      body: `${inviter} đã mời bạn tham gia không gian làm việc ${workspace} trên Quarter. Hãy nhấn nút bên dưới để xem lời mời rồi chấp nhận hoặc từ chối.`,
      action: 'Xem lời mời',
      expiry: 'Hãy đăng nhập bằng địa chỉ email được mời để chấp nhận.',
      ignore: 'Nếu không muốn tham gia, bạn có thể từ chối hoặc bỏ qua email này.',
    },
  };
  return texts[locale];
}

export function invitationMail(
  to: string,
  name: string,
  locale: SupportedLocale,
  link: string,
  inviter: string,
  workspace: string,
): MailMessage {
  return linkMail(invitationText(locale, inviter, workspace), to, name, link);
}

function invitationSignUpText(locale: SupportedLocale, inviter: string, workspace: string): LinkMailText {
  const texts: Record<SupportedLocale, LinkMailText> = {
    'ko-KR': {
      subject: `[Quarter] ${inviter}님이 ${workspace} 워크스페이스에 초대했습니다`,
      greeting: () => '안녕하세요.',
      body: `${inviter}님이 Quarter의 ${workspace} 워크스페이스에 초대했습니다. 아래 버튼을 눌러 이 이메일 주소로 가입하고 주소를 인증하면 워크스페이스에 바로 참여합니다.`,
      action: '가입하고 참여하기',
      expiry: '초대는 이 이메일 주소로 가입하고 인증해야 수락됩니다.',
      ignore: '참여하고 싶지 않다면 이 메일을 무시하셔도 됩니다.',
    },
    'en-US': {
      subject: `[Quarter] ${inviter} invited you to ${workspace}`,
      greeting: () => 'Hello,',
      body: `${inviter} invited you to the ${workspace} workspace on Quarter. Press the button below to create your account with this e-mail address: once the address is verified, you are in the workspace.`,
      action: 'Sign up and join',
      expiry: 'The invitation is accepted when you sign up with this address and verify it.',
      ignore: 'If you do not want to join, ignore this e-mail.',
    },
    'vi-VN': {
      subject: `[Quarter] ${inviter} đã mời bạn vào ${workspace}`,
      greeting: () => 'Xin chào,',
      body: `${inviter} đã mời bạn tham gia không gian làm việc ${workspace} trên Quarter. Hãy nhấn nút bên dưới để tạo tài khoản bằng địa chỉ email này: khi địa chỉ được xác thực, bạn sẽ ở trong không gian làm việc.`,
      action: 'Đăng ký và tham gia',
      expiry: 'Lời mời được chấp nhận khi bạn đăng ký bằng địa chỉ này và xác thực nó.',
      ignore: 'Nếu không muốn tham gia, bạn có thể bỏ qua email này.',
    },
  };
  return texts[locale];
}

/** An invitation to an address without an account: the link opens sign-up with the invitation. */
export function invitationSignUpMail(
  to: string,
  locale: SupportedLocale,
  link: string,
  inviter: string,
  workspace: string,
): MailMessage {
  return linkMail(invitationSignUpText(locale, inviter, workspace), to, to, link);
}

export function verificationMail(to: string, name: string, locale: SupportedLocale, link: string): MailMessage {
  return linkMail(VERIFY[locale], to, name, link);
}

export function passwordResetMail(to: string, name: string, locale: SupportedLocale, link: string): MailMessage {
  return linkMail(RESET[locale], to, name, link);
}

const NOTE_SUMMARY: Record<SupportedLocale, (title: string) => Omit<LinkMailText, 'body'>> = {
  'ko-KR': (title) => ({
    subject: `[Quarter] 노트 요약: ${title}`,
    greeting: (name) => `${name}님, 요청하신 노트 요약입니다.`,
    action: '노트 열기',
    expiry: '요약은 노트 본문에서 가장 중요한 문장을 뽑아 만들었습니다.',
    ignore: '노트를 열려면 Quarter에 로그인해야 합니다.',
  }),
  'en-US': (title) => ({
    subject: `[Quarter] Note summary: ${title}`,
    greeting: (name) => `Hello ${name}, here is the summary you asked for.`,
    action: 'Open the note',
    expiry: 'The summary is made of the key sentences of the note.',
    ignore: 'You need to log in to Quarter to open the note.',
  }),
  'vi-VN': (title) => ({
    subject: `[Quarter] Tóm tắt ghi chú: ${title}`,
    greeting: (name) => `Xin chào ${name}, đây là bản tóm tắt bạn đã yêu cầu.`,
    action: 'Mở ghi chú',
    expiry: 'Bản tóm tắt gồm những câu quan trọng nhất của ghi chú.',
    ignore: 'Bạn cần đăng nhập Quarter để mở ghi chú.',
  }),
};

/** The summary of a note, sent to the person who asked for it. */
export function noteSummaryMail(
  to: string,
  name: string,
  locale: SupportedLocale,
  link: string,
  title: string,
  summary: string,
): MailMessage {
  return linkMail({ ...NOTE_SUMMARY[locale](title), body: summary }, to, name, link);
}

function linkMail(text: LinkMailText, to: string, name: string, link: string): MailMessage {
  const lines = [text.greeting(name), '', text.body, '', `${text.action}: ${link}`, '', text.expiry, text.ignore];
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6;color:#1f2937">
<p>${escapeHtml(text.greeting(name))}</p><p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4c6ef5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(text.expiry)}<br>${escapeHtml(text.ignore)}</p></body></html>`;
  return { to, subject: text.subject, text: lines.join('\n'), html };
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
