import { formatBusinessDate } from '../../common/time/business-date.js';
import { adminDashboardLink, attendanceLeaveLink } from '../notifications/notification-links.js';
import type { NewNotification } from '../notifications/notifications.service.js';
import type { AttendanceRecord } from './entities/attendance-record.entity.js';

/** The subject of the admins' notifications about a request, which recordOutcome() marks. */
export const attendanceRequestSubject = (id: number) => `attendance-request:${id}`;

/** For the admins: an agent asks to correct a day's times ("11/11/2026: Phone died"); stays true once decided. */
export const attendancePending = (agentName: string, record: Pick<AttendanceRecord, 'id' | 'date' | 'reason'>): NewNotification => ({
  kind: 'request_pending',
  title: `Attendance correction from ${agentName}`,
  body: `${formatBusinessDate(record.date)}: ${record.reason}`,
  link: adminDashboardLink,
  subject: attendanceRequestSubject(record.id),
});

/** The outcome an admin's decision gives the request's notifications. */
export const DECIDED = { approve: 'approved', reject: 'rejected' } as const;

/** For the agent: an admin approved or rejected (with the reason) their request for the day. */
export const attendanceDecided = (decision: 'approve' | 'reject', record: Pick<AttendanceRecord, 'userId' | 'date' | 'rejectionReason'>): NewNotification & { userId: number } => ({
  userId: record.userId,
  kind: 'attendance_decided',
  title: decision === 'approve' ? 'Attendance request approved' : `Attendance request rejected: ${record.rejectionReason}`,
  body: formatBusinessDate(record.date),
  link: attendanceLeaveLink,
});
