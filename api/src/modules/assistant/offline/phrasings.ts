import type { Understanding } from './understanding.js';

/**
 * Requests as people type them, with what the offline engine should read in each (today is
 * Tuesday 2026-11-24 in these). The unit test scores the readers on them; grow the list with every
 * phrasing a user reports misread.
 */
export interface Phrasing {
  text: string;
  expect: Partial<Understanding>;
}

export const TODAY = '2026-11-24';

export const KOREAN: Phrasing[] = [
  { text: '내일 오후 3시에 치과 예약 추가해 줘', expect: { feature: 'create-todo', date: '2026-11-25', startTime: '15:00', title: '치과 예약' } },
  { text: "'주간 회의 준비' 할 일 추가해줘", expect: { feature: 'create-todo', title: '주간 회의 준비', date: null } },
  { text: '오늘 10시부터 11시 반까지 디자인 리뷰 일정 잡아 줘', expect: { feature: 'create-todo', date: '2026-11-24', startTime: '10:00', endTime: '11:30', title: '디자인 리뷰' } },
  { text: '다음 주 월요일에 보고서 검토 등록해 주세요', expect: { feature: 'create-report' } },
  { text: '다음 주 월요일 오전 9시에 팀 미팅 추가', expect: { feature: 'create-todo', date: '2026-11-30', startTime: '09:00', title: '팀 미팅' } },
  { text: '금요일에 운동하기 할 일로 넣어 줘', expect: { feature: 'create-todo', date: '2026-11-27', title: '운동하기' } },
  { text: '12월 3일에 발표 자료 만들기 추가', expect: { feature: 'create-todo', date: '2026-12-03', title: '발표 자료 만들기' } },
  { text: '모레 저녁 7시 가족 저녁 식사 등록해줘', expect: { feature: 'create-todo', date: '2026-11-26', startTime: '19:00', title: '가족 저녁 식사' } },
  { text: '새 할 일 추가해 줘', expect: { feature: 'create-todo', title: null } },
  { text: '오늘 할 일 보여줘', expect: { feature: 'get-todo', date: '2026-11-24', person: null } },
  { text: '내일 일정 알려 줘', expect: { feature: 'get-todo', date: '2026-11-25' } },
  { text: '어제 뭐 했는지 알려줘', expect: { feature: 'get-todo', date: '2026-11-23' } },
  { text: '도윤님 오늘 할 일 뭐야?', expect: { feature: 'get-todo', person: '도윤', date: '2026-11-24' } },
  { text: '박서연의 내일 일정 보여 줘', expect: { feature: 'get-todo', person: '박서연', date: '2026-11-25' } },
  { text: '온보딩 관련 노트 찾아 줘', expect: { feature: 'search-note', phrase: '온보딩' } },
  { text: '"출시 계획" 노트 검색해줘', expect: { feature: 'search-note', phrase: '출시 계획' } },
  { text: '회고 메모 어디 있어?', expect: { feature: 'search-note', phrase: '회고' } },
  { text: '오늘 일일 보고서 만들어 줘', expect: { feature: 'create-report', reportType: 'DAILY', date: '2026-11-24' } },
  { text: '이번 주 주간 보고서 써 줘', expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-22', end: '2026-11-24' } } },
  { text: '지난주 주간 보고 작성해줘', expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-15', end: '2026-11-21' } } },
  { text: '어제 일일 보고서 부탁해', expect: { feature: 'create-report', reportType: 'DAILY', date: '2026-11-23' } },
];

export const ENGLISH: Phrasing[] = [
  { text: 'Add "Call the bank" tomorrow at 3pm', expect: { feature: 'create-todo', title: 'Call the bank', date: '2026-11-25', startTime: '15:00' } },
  { text: 'Schedule a design review today from 10 to 11:30', expect: { feature: 'create-todo', title: 'design review', date: '2026-11-24', startTime: '10:00', endTime: '11:30' } },
  { text: 'Create a task called Prepare slides for Friday', expect: { feature: 'create-todo', title: 'Prepare slides', date: '2026-11-27' } },
  { text: 'Remind me to water the plants next Monday at 9am', expect: { feature: 'create-todo', title: 'water the plants', date: '2026-11-30', startTime: '09:00' } },
  { text: 'add gym session on December 3', expect: { feature: 'create-todo', title: 'gym session', date: '2026-12-03' } },
  { text: 'Please add a new to-do', expect: { feature: 'create-todo', title: null } },
  { text: 'What are my to-dos today?', expect: { feature: 'get-todo', date: '2026-11-24', person: null } },
  { text: 'Show my schedule for tomorrow', expect: { feature: 'get-todo', date: '2026-11-25' } },
  { text: "What is Emily doing on Friday?", expect: { feature: 'get-todo', person: 'Emily', date: '2026-11-27' } },
  { text: "Show Minh Anh's tasks for today", expect: { feature: 'get-todo', person: 'Minh Anh', date: '2026-11-24' } },
  { text: 'Find notes about onboarding', expect: { feature: 'search-note', phrase: 'onboarding' } },
  { text: 'search my notes for release plan', expect: { feature: 'search-note', phrase: 'release plan' } },
  { text: 'Write my daily report for today', expect: { feature: 'create-report', reportType: 'DAILY', date: '2026-11-24' } },
  { text: "Create last week's weekly report", expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-15', end: '2026-11-21' } } },
  { text: 'weekly report for this week please', expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-22', end: '2026-11-24' } } },
];

export const VIETNAMESE: Phrasing[] = [
  { text: "Thêm 'Gọi ngân hàng' lúc 3 giờ chiều mai", expect: { feature: 'create-todo', title: 'Gọi ngân hàng', date: '2026-11-25', startTime: '15:00' } },
  { text: 'Tạo việc họp nhóm vào thứ hai tuần sau lúc 9 giờ sáng', expect: { feature: 'create-todo', title: 'họp nhóm', date: '2026-11-30', startTime: '09:00' } },
  { text: 'Lên lịch đánh giá thiết kế hôm nay từ 10 giờ đến 11 giờ rưỡi', expect: { feature: 'create-todo', title: 'đánh giá thiết kế', date: '2026-11-24', startTime: '10:00', endTime: '11:30' } },
  { text: 'thêm việc chuẩn bị slide ngày 3 tháng 12', expect: { feature: 'create-todo', title: 'chuẩn bị slide', date: '2026-12-03' } },
  { text: 'Thêm một việc mới giúp tôi', expect: { feature: 'create-todo', title: null } },
  { text: 'Hôm nay tôi có việc gì?', expect: { feature: 'get-todo', date: '2026-11-24', person: null } },
  { text: 'Xem lịch ngày mai', expect: { feature: 'get-todo', date: '2026-11-25' } },
  { text: 'Xem việc của Minh Anh hôm nay', expect: { feature: 'get-todo', person: 'Minh Anh', date: '2026-11-24' } },
  { text: 'Tìm ghi chú về onboarding', expect: { feature: 'search-note', phrase: 'onboarding' } },
  { text: 'tìm ghi chú liên quan đến kế hoạch ra mắt', expect: { feature: 'search-note', phrase: 'kế hoạch ra mắt' } },
  { text: 'Viết báo cáo ngày hôm nay', expect: { feature: 'create-report', reportType: 'DAILY', date: '2026-11-24' } },
  { text: 'Tạo báo cáo tuần này', expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-22', end: '2026-11-24' } } },
  { text: 'báo cáo tuần trước', expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-15', end: '2026-11-21' } } },
];
