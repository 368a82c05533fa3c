/** The app route of a customer's page: it is found by loan number, which may hold any character. */
export const customerLink = (loanApplicationNo: string): string => `/customers/${encodeURIComponent(loanApplicationNo)}`;

/** The customers list, where an import's customers show. */
export const customersLink = '/customers';

/** The users list filtered to the sign-ups awaiting approval (the list's filter lives in its URL). */
export const awaitingApprovalLink = `/users?filter=${encodeURIComponent(JSON.stringify({ awaiting_approval: true }))}`;

/** The day's queue, whose Broken promises section lists the customers to call again. */
export const worklistLink = '/worklist';

/** An agent's attendance and leave page, where their requests and decisions show. */
export const attendanceLeaveLink = '/attendance-leave';

/** The admin dashboard, whose Leave Requests and Attendance Requests tabs hold the pending requests (its tabs are remembered, not addressed by URL). */
export const adminDashboardLink = '/admin';
