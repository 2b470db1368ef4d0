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
 * The first 13 were written beside the reader (tuned on it); the rest were written held-out on 2026-11-24,
 * their expectations set before the reader ran on them.
 */
export const VIETNAMESE: Phrasing[] = [
  {
    text: "Thêm 'Gọi ngân hàng' lúc 3 giờ chiều mai",
    expect: { feature: 'create-todo', title: 'Gọi ngân hàng', date: '2026-11-25', startTime: '15:00' },
  },
  {
    text: 'Tạo việc họp nhóm vào thứ hai tuần sau lúc 9 giờ sáng',
    expect: { feature: 'create-todo', title: 'họp nhóm', date: '2026-11-30', startTime: '09:00' },
  },
  {
    text: 'Lên lịch đánh giá thiết kế hôm nay từ 10 giờ đến 11 giờ rưỡi',
    expect: {
      feature: 'create-todo',
      title: 'đánh giá thiết kế',
      date: '2026-11-24',
      startTime: '10:00',
      endTime: '11:30',
    },
  },
  {
    text: 'thêm việc chuẩn bị slide ngày 3 tháng 12',
    expect: { feature: 'create-todo', title: 'chuẩn bị slide', date: '2026-12-03' },
  },
  { text: 'Thêm một việc mới giúp tôi', expect: { feature: 'create-todo', title: null } },
  { text: 'Hôm nay tôi có việc gì?', expect: { feature: 'get-todo', date: '2026-11-24', person: null } },
  { text: 'Xem lịch ngày mai', expect: { feature: 'get-todo', date: '2026-11-25' } },
  { text: 'Xem việc của Minh Anh hôm nay', expect: { feature: 'get-todo', person: 'Minh Anh', date: '2026-11-24' } },
  { text: 'Tìm ghi chú về onboarding', expect: { feature: 'search-note', phrase: 'onboarding' } },
  { text: 'tìm ghi chú liên quan đến kế hoạch ra mắt', expect: { feature: 'search-note', phrase: 'kế hoạch ra mắt' } },
  { text: 'Viết báo cáo ngày hôm nay', expect: { feature: 'create-report', reportType: 'DAILY', date: '2026-11-24' } },
  {
    text: 'Tạo báo cáo tuần này',
    expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-22', end: '2026-11-24' } },
  },
  {
    text: 'báo cáo tuần trước',
    expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-15', end: '2026-11-21' } },
  },

  // Held-out: create a to-do.
  { text: 'Thêm việc họp khách hàng lúc 3h chiều mai giúp tôi', expect: todo('họp khách hàng', '2026-11-25', '15:00') },
  { text: 'Tạo công việc gửi báo giá thứ 6 nhé', expect: todo('gửi báo giá', '2026-11-27') },
  { text: 'Nhắc tôi gọi cho Lan lúc 15h', expect: todo('gọi cho Lan', null, '15:00') },
  { text: 'Thêm lịch tập gym 6h sáng ngày mai', expect: todo('tập gym', '2026-11-25', '06:00') },
  {
    text: 'Lên lịch họp team từ 9h đến 10h30 thứ 2 tuần sau',
    expect: todo('họp team', '2026-11-30', '09:00', '10:30'),
  },
  { text: 'thêm việc mua quà sinh nhật ngày 3/12', expect: todo('mua quà sinh nhật', '2026-12-03') },
  { text: 'Tạo việc mới được không?', expect: todo(null) },
  { text: 'Thêm "Nộp báo cáo thuế" vào ngày mai', expect: todo('Nộp báo cáo thuế', '2026-11-25') },
  { text: 'Đặt lịch khám răng 9 giờ sáng t6', expect: todo('khám răng', '2026-11-27', '09:00') },
  { text: 'thêm việc dọn dẹp nhà cửa chủ nhật', expect: todo('dọn dẹp nhà cửa', '2026-11-29') },
  { text: 'Giúp tôi tạo việc viết tài liệu API hôm nay', expect: todo('viết tài liệu API', '2026-11-24') },
  { text: 'Thêm việc chạy bộ lúc 5h30 chiều nay', expect: todo('chạy bộ', '2026-11-24', '17:30') },
  { text: 'Thêm việc ăn trưa với chị Hoa 12h', expect: todo('ăn trưa với chị Hoa', null, '12:00') },
  { text: 'Tạo to-do review code lúc 14h ngày 26/11', expect: todo('review code', '2026-11-26', '14:00') },
  { text: 'Nhắc mình nộp hồ sơ thứ năm tuần này nha', expect: todo('nộp hồ sơ', '2026-11-26') },
  { text: 'Thêm việc', expect: todo(null) },
  { text: 'Lên lịch gặp đối tác 10 giờ sáng mai nhé', expect: todo('gặp đối tác', '2026-11-25', '10:00') },
  {
    text: 'Tạo việc chuẩn bị thuyết trình từ 2 giờ đến 4 giờ chiều thứ 4',
    expect: todo('chuẩn bị thuyết trình', '2026-11-25', '14:00', '16:00'),
  },
  { text: 'cho mình thêm việc đi ngân hàng ngày mốt', expect: todo('đi ngân hàng', '2026-11-26') },
  { text: 'Thêm việc học tiếng Anh 8h tối', expect: todo('học tiếng Anh', null, '20:00') },

  // Held-out: a day's to-dos, one's own or a colleague's.
  { text: 'Hôm nay mình có lịch gì không?', expect: todos('2026-11-24') },
  { text: 'Xem danh sách việc cần làm ngày mai giúp tôi', expect: todos('2026-11-25') },
  { text: 'Lịch của Lan ngày mai thế nào?', expect: todos('2026-11-25', 'Lan') },
  { text: 'Minh Anh hôm nay làm gì?', expect: todos('2026-11-24', 'Minh Anh') },
  { text: 'Xem công việc của anh Hùng thứ 6', expect: todos('2026-11-27', 'Hùng') },
  { text: 'Thứ 5 tuần sau tôi có việc gì?', expect: todos('2026-12-03') },
  { text: 'Cho tôi xem việc cần làm', expect: todos(null) },
  { text: 'Hôm qua tôi đã làm những việc gì?', expect: todos('2026-11-23') },
  { text: 'Xem lịch của chị Thu ngày 2/12 được không?', expect: todos('2026-12-02', 'Thu') },
  { text: 'Kế hoạch của Quang Huy thứ hai tuần sau', expect: todos('2026-11-30', 'Quang Huy') },
  { text: 'ngày kia tôi bận gì không', expect: todos('2026-11-26') },
  { text: 'Liệt kê việc của Tuấn hôm nay nhé', expect: todos('2026-11-24', 'Tuấn') },
  { text: 'Thứ sáu tuần trước tôi làm gì?', expect: todos('2026-11-20') },
  { text: 'Việc cần làm của tôi hôm nay', expect: todos('2026-11-24') },
  { text: 'Xem lịch t7', expect: todos('2026-11-28') },

  // Held-out: search notes.
  { text: 'Tìm ghi chú về ngân sách quý 4 giúp tôi', expect: notes('ngân sách quý 4') },
  { text: 'Tìm giúp mình tài liệu hướng dẫn onboarding nhé', expect: notes('hướng dẫn onboarding') },
  { text: 'Có ghi chú nào về khách hàng Acme không?', expect: notes('khách hàng Acme') },
  { text: 'tìm "kế hoạch marketing"', expect: notes('kế hoạch marketing') },
  { text: 'Tìm ghi chú', expect: notes(null) },
  { text: 'Tìm kiếm ghi chú liên quan đến tuyển dụng được không?', expect: notes('tuyển dụng') },
  { text: 'Mở ghi chú về quy trình release', expect: notes('quy trình release') },
  { text: 'tìm tài liệu có chữ hợp đồng', expect: notes('hợp đồng') },
  { text: 'Tìm kiếm ghi chú nhé', expect: notes(null) },

  // Held-out: write a daily or weekly report.
  { text: 'Viết báo cáo hằng ngày cho hôm nay giúp tôi', expect: daily('2026-11-24') },
  { text: 'Tạo báo cáo tuần', expect: weekly(null) },
  { text: 'Làm báo cáo ngày hôm qua nhé', expect: daily('2026-11-23') },
  { text: 'Viết báo cáo tuần rồi được không?', expect: weekly(LAST_WEEK) },
  { text: 'Tạo báo cáo', expect: anyReport },
  { text: 'Báo cáo ngày 20/11', expect: daily('2026-11-20') },
  { text: 'Giúp tôi viết báo cáo tuần này', expect: weekly(THIS_WEEK) },
  { text: 'Viết báo cáo hôm thứ 2', expect: daily('2026-11-23') },
  { text: 'báo cáo hàng ngày hôm nay', expect: daily('2026-11-24') },
  { text: 'Tạo báo cáo tuần trước giúp mình nhé', expect: weekly(LAST_WEEK) },

  // Charts (issue 17), written on 2026-11-24 before the reader was taught them.
  { text: 'biểu đồ thời gian theo danh mục tuần này', expect: chart('time_by_category', THIS_WEEK) },
  { text: 'Cho tôi xem biểu đồ thời gian theo mục tiêu tuần trước', expect: chart('time_by_goal', LAST_WEEK) },
  { text: 'Vẽ biểu đồ số việc đã hoàn thành mỗi ngày tuần này', expect: chart('todos_done_per_day', THIS_WEEK) },
  { text: 'Biểu đồ việc làm xong theo ngày tháng này nhé', expect: chart('todos_done_per_day', THIS_MONTH) },
  { text: 'Thống kê thời gian theo danh mục tháng trước', expect: chart('time_by_category', LAST_MONTH) },
  { text: 'Xem biểu đồ', expect: chart('time_by_category') },
  { text: 'đồ thị thời gian theo mục tiêu giúp tôi', expect: chart('time_by_goal') },
  { text: 'Biểu đồ thời gian hôm qua', expect: chart('time_by_category', null, '2026-11-23') },
  { text: 'Thêm việc cập nhật biểu đồ doanh thu', expect: todo('cập nhật biểu đồ doanh thu') },

  // Colleagues named without "của" or another marker, found among the members' names; written on 2026-11-24 before the reader was taught them.
  { text: 'Xem lịch Minh Anh ngày mai', expect: todos('2026-11-25', 'Trần Minh Anh') },
  { text: 'Hôm nay Hương làm gì?', expect: todos('2026-11-24', 'Nguyễn Thị Hương') },
  { text: 'Ngày mai chị Hương có việc gì không?', expect: todos('2026-11-25', 'Nguyễn Thị Hương') },
  { text: 'xem việc hôm nay cho Nam', expect: todos('2026-11-24', 'Lê Văn Nam') },
  { text: 'Thứ hai tuần sau anh Nam bận không?', expect: todos('2026-11-30', 'Lê Văn Nam') },
  { text: 'lịch trần minh anh thứ 6', expect: todos('2026-11-27', 'Trần Minh Anh') },
  { text: 'Tuần này Nam có lịch gì vào thứ năm?', expect: todos('2026-11-26', 'Lê Văn Nam') },
  { text: 'Thêm việc họp với Nam lúc 3 giờ chiều mai', expect: todo('họp với Nam', '2026-11-25', '15:00') },
];

/** With a feature picked (the selector, a greeting card), a short message is that feature's argument. */
export const VIETNAMESE_WITH_FEATURE: Phrasing[] = [
  { chosen: 'search-note', text: 'onboarding', expect: notes('onboarding') },
  { chosen: 'search-note', text: 'kế hoạch phát hành', expect: notes('kế hoạch phát hành') },
  { chosen: 'create-todo', text: 'nha sĩ 3 giờ chiều mai', expect: todo('nha sĩ', '2026-11-25', '15:00') },
  { chosen: 'create-todo', text: 'Tưới cây', expect: todo('Tưới cây') },
  { chosen: 'get-todo', text: 'ngày mai', expect: todos('2026-11-25') },
  { chosen: 'create-report', text: 'tuần trước', expect: { feature: 'create-report', range: LAST_WEEK } },
];
