/** Spec §9. */
export const LANGUAGES = ['English', 'Hindi', 'Tamil', 'Kannada', 'Malayalam', 'Bengali', 'Marathi', 'Telegu'] as const;
export const HARDSHIP_REASONS = ['Fund Issues', 'Salary Issue', 'Job Loss', 'Medical Issue', 'Death', 'Bank Account Issues', 'Intentional', 'Others / Not Available'] as const;
export const MAX_ALTERNATE_NUMBERS = 5;
export const FOLLOW_UP_MIN_LEAD_MINUTES = 30;
export const FOLLOW_UP_MAX_DAYS = 2;
/** Feedback without a call named takes the agent's call to the customer that ended this recently (and has none). */
export const CALL_FEEDBACK_WINDOW_MS = 2 * 60 * 60 * 1000;
export const ALTERNATE_KEYS = [1, 2, 3, 4, 5].map((n) => `reference_alternate_${n}`);
