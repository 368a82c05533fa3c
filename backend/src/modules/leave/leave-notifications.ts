import { formatBusinessDate } from '../../common/time/business-date.js';
import { adminDashboardLink, attendanceLeaveLink } from '../notifications/notification-links.js';
import type { NewNotification } from '../notifications/notifications.service.js';
import type { LeaveRequest } from './entities/leave-request.entity.js';

type Described = Pick<LeaveRequest, 'startDate' | 'endDate' | 'dayType' | 'leaveCount'>;

/** "Casual Leave: 01/09/2031 to 02/09/2031 (2 days)", or "…: 08/09/2031 (half day)". */
function describe(typeName: string, request: Described): string {
  const dates = request.startDate === request.endDate ? formatBusinessDate(request.startDate) : `${formatBusinessDate(request.startDate)} to ${formatBusinessDate(request.endDate)}`;
  const length = request.dayType === 'half' ? 'half day' : `${request.leaveCount} ${request.leaveCount === 1 ? 'day' : 'days'}`;
  return `${typeName}: ${dates} (${length})`;
}

/** The subject of the admins' notifications about a request, which recordOutcome() marks. */
export const leaveRequestSubject = (id: number) => `leave-request:${id}`;

/** For the admins: a request waiting for their decision; worded to stay true once it is decided or withdrawn. */
export const leavePending = (agentName: string, typeName: string, request: Described & Pick<LeaveRequest, 'id'>): NewNotification => ({
  kind: 'request_pending',
  title: `Leave request from ${agentName}`,
  body: describe(typeName, request),
  link: adminDashboardLink,
  subject: leaveRequestSubject(request.id),
});

export type LeaveOutcome = 'approved' | 'rejected' | 'cancelled' | 'withdrawn';

const TITLES: Record<Exclude<LeaveOutcome, 'rejected'>, string> = {
  approved: 'Leave approved',
  cancelled: 'Leave cancelled by an admin',
  withdrawn: 'Leave withdrawn by an admin',
};

/** For the agent: an admin approved, rejected (with the reason), cancelled or withdrew their request. */
export const leaveDecided = (outcome: LeaveOutcome, typeName: string, request: Described, rejectionReason: string | null): NewNotification => ({
  kind: 'leave_decided',
  title: outcome === 'rejected' ? `Leave rejected: ${rejectionReason}` : TITLES[outcome],
  body: describe(typeName, request),
  link: attendanceLeaveLink,
});
