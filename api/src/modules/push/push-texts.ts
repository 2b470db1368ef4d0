import type { NotificationType } from '@domain/notification-types.js';
import type { SupportedLocale } from '@domain/locale.js';

/**
 * What a push says, per notification type and language: the in-app texts of the notification list
 * (the client's `notification.type.*` messages, ICU with {placeholders} of the content), copied
 * here because the API does not import the client; push-texts.unit.test.ts holds them equal.
 */
export const PUSH_TEXTS: Record<NotificationType, Record<SupportedLocale, string>> = {
  workspace_invite: {
    'ko-KR': '{actor_name}님이 {workspace_name} 워크스페이스에 초대했습니다.',
    'en-US': '{actor_name} invited you to {workspace_name}.',
    'vi-VN': '{actor_name} đã mời bạn vào không gian làm việc {workspace_name}.',
  },
  workspace_join: {
    'ko-KR': '{actor_name}님이 {workspace_name} 워크스페이스에 참여했습니다.',
    'en-US': '{actor_name} joined {workspace_name}.',
    'vi-VN': '{actor_name} đã tham gia không gian làm việc {workspace_name}.',
  },
  team_invite: {
    'ko-KR': '{actor_name}님이 회원님을 ‘{team_name}’ 팀에 추가했습니다.',
    'en-US': '{actor_name} added you to the team {team_name}.',
    'vi-VN': '{actor_name} đã thêm bạn vào nhóm {team_name}.',
  },
  workspace_out: {
    'ko-KR': '{actor_name}님이 회원님을 {workspace_name} 워크스페이스에서 내보냈습니다.',
    'en-US': '{actor_name} removed you from {workspace_name}.',
    'vi-VN': '{actor_name} đã xóa bạn khỏi không gian làm việc {workspace_name}.',
  },
  workspace_owner: {
    'ko-KR': '{actor_name}님이 회원님을 {workspace_name} 워크스페이스의 소유자로 지정했습니다.',
    'en-US': '{actor_name} made you the owner of {workspace_name}.',
    'vi-VN': '{actor_name} đã chỉ định bạn làm chủ sở hữu không gian làm việc {workspace_name}.',
  },
  team_out: {
    'ko-KR': '{actor_name}님이 회원님을 ‘{team_name}’ 팀에서 내보냈습니다.',
    'en-US': '{actor_name} removed you from the team {team_name}.',
    'vi-VN': '{actor_name} đã xóa bạn khỏi nhóm {team_name}.',
  },
  goal_priority_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 과제의 우선순위를 변경했습니다.',
    'en-US': '{actor_name} changed the priority of the goal “{parent_title}”.',
    'vi-VN': '{actor_name} đã thay đổi mức ưu tiên của mục tiêu “{parent_title}”.',
  },
  goal_state_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 과제의 상태를 변경했습니다.',
    'en-US': '{actor_name} changed the status of the goal “{parent_title}”.',
    'vi-VN': '{actor_name} đã thay đổi trạng thái của mục tiêu “{parent_title}”.',
  },
  goal_deadline_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 과제의 마감일을 {new_deadline}로 변경했습니다.',
    'en-US': '{actor_name} moved the due date of the goal “{parent_title}” to {new_deadline}.',
    'vi-VN': '{actor_name} đã dời hạn của mục tiêu “{parent_title}” sang {new_deadline}.',
  },
  goal_leader_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 과제의 리더를 변경했습니다.',
    'en-US': '{actor_name} changed the leader of the goal “{parent_title}”.',
    'vi-VN': '{actor_name} đã thay đổi người phụ trách mục tiêu “{parent_title}”.',
  },
  goal_deadline_reminder: {
    'ko-KR': '‘{parent_title}’ 과제 마감 알림: {dday}',
    'en-US': 'The goal “{parent_title}” is due: {dday}',
    'vi-VN': 'Nhắc hạn mục tiêu “{parent_title}”: {dday}',
  },
  project_priority_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 프로젝트의 우선순위를 변경했습니다.',
    'en-US': '{actor_name} changed the priority of the project “{parent_title}”.',
    'vi-VN': '{actor_name} đã thay đổi mức ưu tiên của dự án “{parent_title}”.',
  },
  project_state_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 프로젝트의 상태를 변경했습니다.',
    'en-US': '{actor_name} changed the status of the project “{parent_title}”.',
    'vi-VN': '{actor_name} đã thay đổi trạng thái của dự án “{parent_title}”.',
  },
  project_deadline_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 프로젝트의 마감일을 {new_deadline}로 변경했습니다.',
    'en-US': '{actor_name} moved the due date of the project “{parent_title}” to {new_deadline}.',
    'vi-VN': '{actor_name} đã dời hạn của dự án “{parent_title}” sang {new_deadline}.',
  },
  project_leader_changed: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 프로젝트의 리더를 변경했습니다.',
    'en-US': '{actor_name} changed the leader of the project “{parent_title}”.',
    'vi-VN': '{actor_name} đã thay đổi người phụ trách dự án “{parent_title}”.',
  },
  project_deadline_reminder: {
    'ko-KR': '‘{parent_title}’ 프로젝트 마감 알림: {dday}',
    'en-US': 'The project “{parent_title}” is due: {dday}',
    'vi-VN': 'Nhắc hạn dự án “{parent_title}”: {dday}',
  },
  todo_assigned: {
    'ko-KR': '{actor_name}님이 ‘{todo_title}’ 할 일을 회원님에게 배정했습니다.',
    'en-US': '{actor_name} assigned you the to-do “{todo_title}”.',
    'vi-VN': '{actor_name} đã giao cho bạn việc cần làm “{todo_title}”.',
  },
  todo_state_changed: {
    'ko-KR': '{actor_name}님이 ‘{todo_title}’ 할 일의 상태를 변경했습니다.',
    'en-US': '{actor_name} changed the status of the to-do “{todo_title}”.',
    'vi-VN': '{actor_name} đã thay đổi trạng thái của việc cần làm “{todo_title}”.',
  },
  todo_deadline_changed: {
    'ko-KR': '{actor_name}님이 ‘{todo_title}’ 할 일의 마감일을 {new_deadline}로 변경했습니다.',
    'en-US': '{actor_name} moved the due date of the to-do “{todo_title}” to {new_deadline}.',
    'vi-VN': '{actor_name} đã dời hạn của việc cần làm “{todo_title}” sang {new_deadline}.',
  },
  todo_deadline_reminder: {
    'ko-KR': '‘{todo_title}’ 할 일 마감 알림: {dday}',
    'en-US': 'The to-do “{todo_title}” is due: {dday}',
    'vi-VN': 'Nhắc hạn việc cần làm “{todo_title}”: {dday}',
  },
  todo_time_changed: {
    'ko-KR': '{actor_name}님이 ‘{todo_title}’ 할 일의 시간을 변경했습니다.',
    'en-US': '{actor_name} changed the time of the to-do “{todo_title}”.',
    'vi-VN': '{actor_name} đã đổi giờ của việc cần làm “{todo_title}”.',
  },
  comment: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’에 댓글을 남겼습니다: {comment_text}',
    'en-US': '{actor_name} commented on “{parent_title}”: {comment_text}',
    'vi-VN': '{actor_name} đã bình luận về “{parent_title}”: {comment_text}',
  },
  reply: {
    'ko-KR': '{actor_name}님이 회원님의 댓글에 답글을 남겼습니다: {comment_text}',
    'en-US': '{actor_name} replied to your comment: {comment_text}',
    'vi-VN': '{actor_name} đã trả lời bình luận của bạn: {comment_text}',
  },
  mention: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’에서 회원님을 언급했습니다.',
    'en-US': '{actor_name} mentioned you in “{parent_title}”.',
    'vi-VN': '{actor_name} đã nhắc đến bạn trong “{parent_title}”.',
  },
  comment_mention: {
    'ko-KR': '{actor_name}님이 댓글에서 회원님을 언급했습니다: {comment_text}',
    'en-US': '{actor_name} mentioned you in a comment: {comment_text}',
    'vi-VN': '{actor_name} đã nhắc đến bạn trong một bình luận: {comment_text}',
  },
  feedback_comment: {
    'ko-KR': '{actor_name}님이 피드백에 댓글을 남겼습니다: {comment_text}',
    'en-US': '{actor_name} commented on feedback: {comment_text}',
    'vi-VN': '{actor_name} đã bình luận về một phản hồi: {comment_text}',
  },
  daily_scrum_comment: {
    'ko-KR': '{actor_name}님이 {daily_scrum_date} 데일리 스크럼에 댓글을 남겼습니다: {comment_text}',
    'en-US': '{actor_name} commented on the daily scrum of {daily_scrum_date}: {comment_text}',
    'vi-VN': '{actor_name} đã bình luận về daily scrum ngày {daily_scrum_date}: {comment_text}',
  },
  report_receive: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 리포트를 보냈습니다.',
    'en-US': '{actor_name} sent you the report “{parent_title}”.',
    'vi-VN': '{actor_name} đã gửi cho bạn báo cáo “{parent_title}”.',
  },
  report_updated: {
    'ko-KR': '{actor_name}님이 ‘{parent_title}’ 리포트를 수정했습니다.',
    'en-US': '{actor_name} updated the report “{parent_title}”.',
    'vi-VN': '{actor_name} đã cập nhật báo cáo “{parent_title}”.',
  },
  report_request: {
    'ko-KR': '{actor_name}님이 리포트 작성을 요청했습니다.',
    'en-US': '{actor_name} asked you to write a report.',
    'vi-VN': '{actor_name} đã nhờ bạn viết báo cáo.',
  },
  feedback_received: {
    'ko-KR': '{actor_name}님이 회원님에게 피드백을 보냈습니다.',
    'en-US': '{actor_name} sent you feedback.',
    'vi-VN': '{actor_name} đã gửi phản hồi cho bạn.',
  },
  feedback_updated: {
    'ko-KR': '{actor_name}님이 보낸 피드백을 수정했습니다.',
    'en-US': '{actor_name} updated the feedback they sent you.',
    'vi-VN': '{actor_name} đã sửa phản hồi gửi cho bạn.',
  },
  feedback_request: {
    'ko-KR': '{actor_name}님이 회원님에게 피드백을 요청했습니다.',
    'en-US': '{actor_name} asked you for feedback.',
    'vi-VN': '{actor_name} đã nhờ bạn gửi phản hồi.',
  },
  feedback_request_updated: {
    'ko-KR': '{actor_name}님이 피드백 요청을 수정했습니다.',
    'en-US': '{actor_name} updated their feedback request.',
    'vi-VN': '{actor_name} đã sửa yêu cầu phản hồi.',
  },
  feedback_request_rejected: {
    'ko-KR': '{actor_name}님이 회원님의 피드백 요청을 거절했습니다.',
    'en-US': '{actor_name} declined your feedback request.',
    'vi-VN': '{actor_name} đã từ chối yêu cầu phản hồi của bạn.',
  },
  feedback_reaction: {
    'ko-KR': '{actor_name}님이 회원님의 피드백에 반응을 남겼습니다: {emoji}',
    'en-US': '{actor_name} reacted to your feedback: {emoji}',
    'vi-VN': '{actor_name} đã bày tỏ cảm xúc về phản hồi của bạn: {emoji}',
  },
  plan_time: {
    'ko-KR': '오늘 하루를 계획할 시간입니다.',
    'en-US': 'It’s time to plan your day.',
    'vi-VN': 'Đã đến lúc lên kế hoạch cho ngày hôm nay.',
  },
  plan_request: {
    'ko-KR': '[{team_name}] {actor_name}님이 플래너 업데이트를 요청했습니다.',
    'en-US': '{actor_name} from {team_name} asked you to update your planner.',
    'vi-VN': '{actor_name} (nhóm {team_name}) đã nhờ bạn cập nhật lịch làm việc.',
  },
  system_announcement: {
    'ko-KR':
      '{scope, select, workspace {{actor_name}님의 {workspace_name} 공지: {title}} quarter {Quarter 공지: {title}} other {Quarter의 새 공지사항이 있습니다.}}',
    'en-US':
      '{scope, select, workspace {{actor_name} announced to {workspace_name}: {title}} quarter {Announcement from Quarter: {title}} other {There is a new announcement from Quarter.}}',
    'vi-VN':
      '{scope, select, workspace {{actor_name} thông báo tới {workspace_name}: {title}} quarter {Thông báo từ Quarter: {title}} other {Quarter có thông báo mới.}}',
  },
  account_security: {
    'ko-KR':
      '{event, select, token_created {계정에 개인 액세스 토큰 “{token_name}”이(가) 만들어졌습니다. 본인이 아니라면 설정에서 폐기해 주세요.} token_revoked {개인 액세스 토큰 “{token_name}”이(가) 폐기되었습니다.} other {계정에서 보안 관련 활동이 있었습니다. 본인이 한 것인지 확인해 주세요.}}',
    'en-US':
      '{event, select, token_created {A personal access token “{token_name}” was created on your account. If it was not you, revoke it in settings.} token_revoked {The personal access token “{token_name}” was revoked.} other {There was a security event on your account. Check that it was you.}}',
    'vi-VN':
      '{event, select, token_created {Mã truy cập cá nhân “{token_name}” vừa được tạo trên tài khoản của bạn. Nếu không phải bạn, hãy thu hồi trong phần cài đặt.} token_revoked {Mã truy cập cá nhân “{token_name}” đã bị thu hồi.} other {Có hoạt động bảo mật trên tài khoản của bạn. Hãy kiểm tra xem đó có phải là bạn không.}}',
  },
};

/** The actor of a notification whose actor is gone (the client's notification.actor.unknown). */
export const UNKNOWN_ACTOR: Record<SupportedLocale, string> = {
  'ko-KR': '누군가',
  'en-US': 'Someone',
  'vi-VN': 'Ai đó',
};
