import {
  anyReport,
  chart,
  daily,
  LAST_MONTH,
  LAST_WEEK,
  notes,
  THIS_MONTH,
  THIS_WEEK,
  todo,
  todos,
  weekly,
  type Phrasing,
} from './expect.js';

/*
 * The first 21 were written beside the reader (tuned on it); the rest were written held-out on 2026-11-24,
 * their expectations set before the reader ran on them.
 */
export const KOREAN: Phrasing[] = [
  {
    text: '내일 오후 3시에 치과 예약 추가해 줘',
    expect: { feature: 'create-todo', date: '2026-11-25', startTime: '15:00', title: '치과 예약' },
  },
  { text: "'주간 회의 준비' 할 일 추가해줘", expect: { feature: 'create-todo', title: '주간 회의 준비', date: null } },
  {
    text: '오늘 10시부터 11시 반까지 디자인 리뷰 일정 잡아 줘',
    expect: { feature: 'create-todo', date: '2026-11-24', startTime: '10:00', endTime: '11:30', title: '디자인 리뷰' },
  },
  { text: '다음 주 월요일에 보고서 검토 등록해 주세요', expect: { feature: 'create-report' } },
  {
    text: '다음 주 월요일 오전 9시에 팀 미팅 추가',
    expect: { feature: 'create-todo', date: '2026-11-30', startTime: '09:00', title: '팀 미팅' },
  },
  {
    text: '금요일에 운동하기 할 일로 넣어 줘',
    expect: { feature: 'create-todo', date: '2026-11-27', title: '운동하기' },
  },
  {
    text: '12월 3일에 발표 자료 만들기 추가',
    expect: { feature: 'create-todo', date: '2026-12-03', title: '발표 자료 만들기' },
  },
  {
    text: '모레 저녁 7시 가족 저녁 식사 등록해줘',
    expect: { feature: 'create-todo', date: '2026-11-26', startTime: '19:00', title: '가족 저녁 식사' },
  },
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
  {
    text: '이번 주 주간 보고서 써 줘',
    expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-22', end: '2026-11-24' } },
  },
  {
    text: '지난주 주간 보고 작성해줘',
    expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-15', end: '2026-11-21' } },
  },
  { text: '어제 일일 보고서 부탁해', expect: { feature: 'create-report', reportType: 'DAILY', date: '2026-11-23' } },

  // Held-out: create a to-do.
  { text: '내일 오전 10시에 주간 회의 추가해 주세요', expect: todo('주간 회의', '2026-11-25', '10:00') },
  { text: '금요일 2시에 고객 미팅 잡아줘', expect: todo('고객 미팅', '2026-11-27', '14:00') },
  { text: '모레 오후 4시 반에 병원 가기 일정 등록해줘', expect: todo('병원 가기', '2026-11-26', '16:30') },
  { text: '다음 주 수요일에 분기 계획 정리 할 일로 추가해 줄래?', expect: todo('분기 계획 정리', '2026-12-02') },
  { text: '오늘 3시부터 5시까지 코드 리뷰 넣어줘', expect: todo('코드 리뷰', '2026-11-24', '15:00', '17:00') },
  { text: '12월 1일 오전 9시 30분에 건강검진 예약 추가', expect: todo('건강검진 예약', '2026-12-01', '09:30') },
  { text: '할 일 하나 추가해 줘', expect: todo(null) },
  { text: '내일 장보기 추가해', expect: todo('장보기', '2026-11-25') },
  { text: '우유 사기 할 일 등록 부탁해', expect: todo('우유 사기') },
  { text: '오늘 저녁 8시에 운동 일정 잡아 주세요', expect: todo('운동', '2026-11-24', '20:00') },
  { text: '목요일 오전 11시부터 12시까지 1:1 면담 추가해줘', expect: todo('1:1 면담', '2026-11-26', '11:00', '12:00') },
  { text: '"분기 보고 자료 준비" 할 일 만들어 줘', expect: todo('분기 보고 자료 준비') },
  {
    text: '다음 주 월요일 오후 2시 거래처 방문 일정 추가해 주실래요?',
    expect: todo('거래처 방문', '2026-11-30', '14:00'),
  },
  { text: '내일 아침 7시에 조깅 추가', expect: todo('조깅', '2026-11-25', '07:00') },
  { text: '11월 27일에 세금 신고하기 등록해줘', expect: todo('세금 신고하기', '2026-11-27') },
  { text: '3일 후에 계약서 검토 추가해 줘', expect: todo('계약서 검토', '2026-11-27') },
  { text: '할 일 추가할래', expect: todo(null) },
  { text: '점심 약속 12시에 잡아줘', expect: todo('점심 약속', null, '12:00') },
  { text: '이번 주 토요일에 이사 준비 일정 넣어 줘', expect: todo('이사 준비', '2026-11-28') },
  { text: '내일 9시 팀 스탠드업 추가 좀 해줘', expect: todo('팀 스탠드업', '2026-11-25', '09:00') },

  // Held-out: a day's to-dos, one's own or a colleague's.
  { text: '오늘 내 일정 뭐 있어?', expect: todos('2026-11-24') },
  { text: '내일 할 일 목록 보여 주세요', expect: todos('2026-11-25') },
  { text: '민수 씨 내일 일정 알려줘', expect: todos('2026-11-25', '민수') },
  { text: '김지현님 금요일 할 일 확인해 줘', expect: todos('2026-11-27', '김지현') },
  { text: '이번 주 금요일에 뭐 해야 돼?', expect: todos('2026-11-27') },
  { text: '어제 내가 한 일 보여줘', expect: todos('2026-11-23') },
  { text: '서연 님 오늘 뭐 하세요?', expect: todos('2026-11-24', '서연') },
  { text: '다음 주 화요일 일정 좀 알려줄래?', expect: todos('2026-12-01') },
  { text: '할 일 목록 보여줘', expect: todos(null) },
  { text: '지훈씨의 12월 2일 일정 보여 줘', expect: todos('2026-12-02', '지훈') },
  { text: '모레 스케줄 어떻게 돼?', expect: todos('2026-11-26') },
  { text: '이도윤 님 할 일 보여 주세요', expect: todos(null, '이도윤') },
  { text: '그저께 뭐 했더라?', expect: todos('2026-11-22') },
  { text: '오늘 해야 할 일이 뭐야', expect: todos('2026-11-24') },
  { text: '팀원 박민지님의 내일 할 일 알려 주세요', expect: todos('2026-11-25', '박민지') },
  { text: '지난 금요일에 뭐 했는지 보여줘', expect: todos('2026-11-20') },

  // Held-out: search notes.
  { text: '회의록 노트 찾아줘', expect: notes('회의록') },
  { text: '예산 관련 메모 검색해 주세요', expect: notes('예산') },
  { text: '노트에서 채용 공고 찾아 줄래?', expect: notes('채용 공고') },
  { text: '"분기 목표" 들어간 노트 있어?', expect: notes('분기 목표') },
  { text: '노트 검색해줘', expect: notes(null) },
  { text: '디자인 시스템에 대한 문서 찾아 주세요', expect: notes('디자인 시스템') },
  { text: 'API 키 적어둔 메모 어디 있지?', expect: notes('API 키') },
  { text: '온보딩 체크리스트 메모 좀 찾아봐', expect: notes('온보딩 체크리스트') },
  { text: '마케팅 전략 검색해 줘', expect: notes('마케팅 전략') },
  { text: '노트 중에 고객 피드백 내용 있는 거 찾아 줘', expect: notes('고객 피드백') },

  // Held-out: write a daily or weekly report.
  { text: '오늘 일일 보고서 작성 부탁해요', expect: daily('2026-11-24') },
  { text: '주간 보고서 만들어 줘', expect: weekly(null) },
  { text: '어제 보고서 써 줄래?', expect: daily('2026-11-23') },
  { text: '저번 주 보고서 작성해 주세요', expect: weekly(LAST_WEEK) },
  { text: '이번 주 업무 보고 정리해줘', expect: weekly(THIS_WEEK) },
  { text: '보고서 써줘', expect: anyReport },
  { text: '월요일 일일 보고서 만들어줘', expect: daily('2026-11-23') },
  { text: '11월 20일 데일리 보고서 작성해 줘', expect: daily('2026-11-20') },
  { text: '지난주 주간 보고서 좀 부탁드려요', expect: weekly(LAST_WEEK) },
  { text: '오늘자 업무 보고서 만들어 주세요', expect: daily('2026-11-24') },

  // Charts (issue 17), written on 2026-11-24 before the reader was taught them.
  { text: '이번 주 카테고리별 시간 차트 보여줘', expect: chart('time_by_category', THIS_WEEK) },
  { text: '지난주 과제별 시간 그래프 그려 줘', expect: chart('time_by_goal', LAST_WEEK) },
  { text: '이번 주 일별 완료한 할 일 차트 보여 줘', expect: chart('todos_done_per_day', THIS_WEEK) },
  { text: '이번 달 완료한 할 일 수 그래프로 보여줄래?', expect: chart('todos_done_per_day', THIS_MONTH) },
  { text: '지난달 카테고리별 시간 통계 보여 주세요', expect: chart('time_by_category', LAST_MONTH) },
  { text: '시간 차트 보여줘', expect: chart('time_by_category') },
  { text: '목표별로 시간 얼마나 썼는지 차트로 보여 줘', expect: chart('time_by_goal') },
  { text: '어제 카테고리별 시간 그래프', expect: chart('time_by_category', null, '2026-11-23') },
  { text: '저번 주에 끝낸 할 일 차트 그려줘', expect: chart('todos_done_per_day', LAST_WEEK) },
  { text: '차트 정리 할 일 추가해 줘', expect: todo('차트 정리') },

  // Colleagues named without 님 or 씨, found among the members' names; written on 2026-11-24 before the reader was taught them.
  { text: '도윤 오늘 뭐 해?', expect: todos('2026-11-24', '김도윤') },
  { text: '서연이 내일 일정 알려 줘', expect: todos('2026-11-25', '박서연') },
  { text: '이민수 금요일에 바빠?', expect: todos('2026-11-27', '이민수') },
  { text: '민수 어제 뭐 했어?', expect: todos('2026-11-23', '이민수') },
  { text: 'Priya 오늘 할 일 보여줘', expect: todos('2026-11-24', 'Priya Natarajan') },
  { text: '다음 주 월요일 도윤 일정 확인해 줘', expect: todos('2026-11-30', '김도윤') },
  { text: '박서연 오늘 스케줄', expect: todos('2026-11-24', '박서연') },
  { text: '김도윤 이번 주 금요일 일정', expect: todos('2026-11-27', '김도윤') },
  { text: '도윤이랑 점심 약속 추가해 줘', expect: todo('도윤이랑 점심 약속') },
];

/** With a feature picked (the selector, a greeting card), a short message is that feature's argument. */
export const KOREAN_WITH_FEATURE: Phrasing[] = [
  { chosen: 'search-note', text: '온보딩', expect: notes('온보딩') },
  { chosen: 'search-note', text: '출시 계획', expect: notes('출시 계획') },
  { chosen: 'create-todo', text: '내일 오후 3시 치과', expect: todo('치과', '2026-11-25', '15:00') },
  { chosen: 'create-todo', text: '화분에 물 주기', expect: todo('화분에 물 주기') },
  { chosen: 'get-todo', text: '내일', expect: todos('2026-11-25') },
  { chosen: 'create-report', text: '지난주', expect: { feature: 'create-report', range: LAST_WEEK } },
];
