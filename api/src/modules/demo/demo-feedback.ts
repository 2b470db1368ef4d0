import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommentService } from '../comment/comment.service.js';
import { feedbackCommentTarget } from '../feedback/feedback.access.js';
import type { CoreValueService } from '../core-value/core-value.service.js';
import type { FeedbackRequestService } from '../feedback/feedback-request.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { ReactionService } from '../reaction/reaction.service.js';
import type { Todo } from '../todo/todo.entity.js';
import type { DemoPeople } from './demo-goals.js';

export interface DemoFeedbackServices {
  coreValues: CoreValueService;
  feedback: FeedbackService;
  feedbackRequests: FeedbackRequestService;
  comments: CommentService;
  reactions: ReactionService;
}

/**
 * The workspace's core values and feedback between colleagues: two received by the demo account
 * (one read, bookmarked and answered with a comment and reactions; one unread, tied to its to-dos),
 * one it sent, requests either way (one open to it, one it sent that was declined), and a request
 * answered with feedback.
 */
export async function seedDemoFeedback(
  em: EntityManager,
  services: DemoFeedbackServices,
  people: DemoPeople,
  workspaceId: string,
  todos: Map<string, Todo>,
): Promise<void> {
  const value = (name: string) => services.coreValues.add(em, people.demo, workspaceId, name);
  const [customer, ownership, speed, openness, growth] = [
    await value('고객 중심'),
    await value('주인의식'),
    await value('빠른 실행'),
    await value('투명한 소통'),
    await value('함께 성장'),
  ];
  const todo = (title: string) => todos.get(title)!.id;

  const fromDoyun = await services.feedback.send(em, people.doyun, {
    workspaceId,
    receiverId: people.demo,
    content:
      '드래그 앤 드롭 리뷰에서 리사이즈 문제를 먼저 짚어 주셔서 출시 전에 고칠 수 있었어요. 리뷰 결과를 표로 정리해 주신 덕분에 팀 모두가 같은 그림을 볼 수 있었습니다.',
    positiveIds: [ownership.id, openness.id],
    negativeIds: [],
    todoIds: [todo('드래그 앤 드롭 리뷰'), todo('디자인 QA 메모 정리')],
  });
  await services.feedback.markRead(em, people.demo, workspaceId, [fromDoyun.id]);
  await services.feedback.setBookmark(em, fromDoyun, people.demo, true);
  for (const emoji of ['👍', '🙏'])
    await services.reactions.add(em, people.demo, { kind: 'feedback', id: fromDoyun.id }, emoji);
  await services.comments.create(
    em,
    people.demo,
    feedbackCommentTarget(fromDoyun),
    null,
    '고마워요! 다음 리뷰도 같은 형식으로 정리해 볼게요.',
  );

  await services.feedback.send(em, people.seoyeon, {
    workspaceId,
    receiverId: people.demo,
    content:
      '경쟁 앱 리뷰를 고객 목소리 중심으로 읽어 주셔서 마케팅 메시지를 정하는 데 큰 도움이 됐어요. 다만 공유가 조금 늦어 캠페인 일정이 하루 밀렸으니, 초안이라도 먼저 나눠 주시면 좋겠어요.',
    positiveIds: [customer.id],
    negativeIds: [speed.id],
    todoIds: [todo('경쟁 앱 리뷰 읽기')],
  });

  await services.feedback.send(em, people.demo, {
    workspaceId,
    receiverId: people.minhAnh,
    content: '드래그 앤 드롭 개선을 이끌면서 매일 진행 상황을 짧게 공유해 주셔서 다른 팀도 일정을 맞추기 쉬웠어요.',
    positiveIds: [openness.id, growth.id],
    negativeIds: [],
    todoIds: [],
  });

  await services.feedbackRequests.request(em, people.minhAnh, workspaceId, people.demo, {
    content: '이번 주 드래그 앤 드롭 데모 어땠는지 의견 부탁드려요. 특히 설명 순서가 괜찮았는지 궁금합니다.',
    todoIds: [],
  });
  await services.feedbackRequests.request(em, people.demo, workspaceId, people.doyun, {
    content: '베타 테스터 안내 메일 초안에 대한 의견을 듣고 싶어요.',
    todoIds: [todo('베타 테스터 안내 메일 작성')],
  });
  const declined = await services.feedbackRequests.request(em, people.demo, workspaceId, people.emily, {
    content: '온보딩 지표 분석 결과를 영어권 사용자 관점에서 봐 주실 수 있을까요?',
    todoIds: [todo('온보딩 지표 분석')],
  });
  await services.feedbackRequests.reject(em, declined);

  const answered = await services.feedbackRequests.request(em, people.demo, workspaceId, people.seoyeon, {
    content: '가입 퍼널 대시보드가 이해하기 쉬운지 알려 주세요.',
    todoIds: [todo('가입 퍼널 대시보드 확인')],
  });
  await services.feedback.send(em, people.seoyeon, {
    workspaceId,
    request: answered,
    content: '단계별 이탈률이 한눈에 보여서 좋았어요. 기간 비교가 있으면 캠페인 효과를 보기 더 쉬울 것 같아요.',
    positiveIds: [customer.id],
    negativeIds: [],
    todoIds: [todo('가입 퍼널 대시보드 확인')],
  });
}
