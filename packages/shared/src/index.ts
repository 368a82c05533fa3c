/** @crm/shared: the rules backend and frontend both apply (see ../README.md). */
export * from './calendar-date.js';
export * from './email.js';
export * from './identity-numbers.js';
export * from './phone.js';
export * from './employee/profile-enums.js';
export * from './employee/profile-rules.js';
export * from './employee/profile-labels.js';
export * from './audit/audit-labels.js';
export * from './links/link-kinds.js';
export * from './payments/payments.js';
export * from './customers/do-not-contact.js';
