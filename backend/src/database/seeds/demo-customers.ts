import type { CustomerStatus, Gender } from '../../modules/customers/entities/customer.entity.js';

/** A small seeded PRNG (mulberry32), so the demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FEMALE = ['Aarti', 'Ananya', 'Deepa', 'Divya', 'Fatima', 'Gayatri', 'Kavya', 'Lakshmi', 'Meena', 'Neha', 'Pooja', 'Priyanka', 'Revathi', 'Sana', 'Shalini', 'Sneha', 'Sunita', 'Swati', 'Tanvi', 'Zoya'];
const MALE = ['Aakash', 'Abdul', 'Amit', 'Arjun', 'Deepak', 'Gaurav', 'Harish', 'Imran', 'Karthik', 'Manoj', 'Naveen', 'Pradeep', 'Rajesh', 'Ramesh', 'Sandeep', 'Suresh', 'Tarun', 'Vijay', 'Vikram', 'Yusuf'];
const SURNAMES = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Khan', 'Das', 'Gupta', 'Singh', 'Menon', 'Rao', 'Joshi', 'Kulkarni', 'Banerjee', 'Chatterjee', 'Pillai', 'Shetty', 'Mishra', 'Ansari'];
const PLACES = [
  { city: 'Bengaluru', state: 'Karnataka', pin: '5600' },
  { city: 'Mysuru', state: 'Karnataka', pin: '5700' },
  { city: 'Mumbai', state: 'Maharashtra', pin: '4000' },
  { city: 'Pune', state: 'Maharashtra', pin: '4110' },
  { city: 'Chennai', state: 'Tamil Nadu', pin: '6000' },
  { city: 'Hyderabad', state: 'Telangana', pin: '5000' },
  { city: 'New Delhi', state: 'Delhi', pin: '1100' },
  { city: 'Gurugram', state: 'Haryana', pin: '1220' },
  { city: 'Kolkata', state: 'West Bengal', pin: '7000' },
  { city: 'Kochi', state: 'Kerala', pin: '6820' },
];
const STREETS = ['MG Road', 'Station Road', 'Church Street', 'Nehru Nagar', 'Gandhi Chowk', '2nd Cross, Indiranagar', 'Anna Salai', 'Park Street', 'Linking Road', 'Sector 14'];
const EMPLOYERS = ['Infosys', 'TCS', 'Wipro', 'HDFC Bank', 'Reliance Retail', 'Swiggy', 'Zomato', 'Self-employed', 'Tata Motors', 'Apollo Hospitals'];
const LANGUAGES = ['English', 'Hindi', 'Tamil', 'Kannada', 'Malayalam', 'Bengali', 'Marathi', 'Telegu'];
const DISPOSITIONS = ['PTP', 'CBL', 'LMS', 'RND', 'CFW'];
const PARTNERS = ['Axis Finance', 'Piramal Capital', 'Credit Saison', 'DMI Finance'];
const PAY_MODES = ['UPI', 'NACH', 'Payment link', 'Net banking'];

export interface DemoCustomer {
  loanApplicationNo: string;
  name: string;
  gender: Gender;
  mobile: string;
  kycEmail: string;
  state: string;
  employerName: string;
  status: CustomerStatus;
  lendingPartner: string;
  loanAmount: number;
  loanTenure: number;
  loanEmi: number;
  overdueEmis: number;
  principalOutstanding: number;
  totalOutstanding: number;
  overdueAmount: number;
  overduePenalties: number;
  disbursalDate: string;
  currentMonthDueDate: string;
  lastPaidDate: string | null;
  lastPaidAmount: number | null;
  lastPaidMode: string | null;
  lastDispositionStatus: string | null;
  lastConnectedAt: Date | null;
  nextFollowUp: Date | null;
  metadata: Record<string, unknown>;
  payments: { paidDate: string; totalPaidAmount: number }[];
}

/** Where demo times fall: a business day counted from today, at minutes after midnight in APP_TIMEZONE, inside the calling window. */
export interface DemoTimes {
  at: (daysFromToday: number, minuteOfDay: number) => Date;
  /** CALL_WINDOW in minutes after midnight (08:00-19:00 by default). */
  window: { start: number; end: number };
}

/** Follow-up times are offered on the half hour (the feedback form's slots). */
const SLOT_MINUTES = 30;
/** A follow-up is at least this far ahead of the time it was set (FOLLOW_UP_MIN_LEAD_MINUTES). */
const FOLLOW_UP_LEAD_MS = 30 * 60_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * Realistic customers for the demo: Indian names and places, loan maths that adds up, 6-month histories, and calls
 * and follow-ups inside calling hours. A promise to pay always has its follow-up (the promised day).
 */
export function demoCustomers(count: number, now: Date, times: DemoTimes, seed = 2026): DemoCustomer[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const between = (min: number, max: number) => Math.floor(min + random() * (max - min + 1));
  const roundTo = (n: number, step: number) => Math.round(n / step) * step;
  const { start, end } = times.window;
  /** A call some day in the last three weeks, at any minute of the window. */
  const pastCall = () => times.at(-between(1, 20), between(start, end - 1));
  /** A follow-up slot today or in the next two days, at least 30 minutes ahead. */
  const followUp = () => {
    const days = between(0, 2);
    const minute = start + SLOT_MINUTES * between(0, Math.floor((end - start) / SLOT_MINUTES) - 1);
    const at = times.at(days, minute);
    return at.getTime() >= now.getTime() + FOLLOW_UP_LEAD_MS ? at : times.at(days + 1, minute);
  };

  return Array.from({ length: count }, (_, i) => {
    const gender: Gender = random() < 0.5 ? 'female' : 'male';
    const first = pick(gender === 'female' ? FEMALE : MALE);
    const last = pick(SURNAMES);
    const place = pick(PLACES);
    const loanAmount = roundTo(between(20_000, 500_000), 1000);
    const loanTenure = pick([6, 9, 12, 18, 24, 36]);
    const loanEmi = Math.round((loanAmount * (1 + 0.18 * (loanTenure / 12))) / loanTenure);
    const roll = random();
    const status: CustomerStatus = roll < 0.6 ? 'overdue' : roll < 0.85 ? 'partially_paid' : 'paid';
    const overdueEmis = status === 'paid' ? 0 : between(1, 4);
    const overdueAmount = overdueEmis * loanEmi;
    const overduePenalties = overdueEmis * 500;
    const principalOutstanding = Math.round(loanAmount * (0.3 + random() * 0.6));
    const dpd = Array.from({ length: 6 }, (_, m) => (status === 'paid' && m > 3 ? 0 : pick([0, 0, 15, 30, 60, 90])));
    const payments = Array.from({ length: 6 }, (_, m) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + m, between(3, 12)));
      return dpd[m] === 0 ? { paidDate: isoDay(month), totalPaidAmount: loanEmi } : null;
    }).filter((p): p is { paidDate: string; totalPaidAmount: number } => p !== null);
    const lastPayment = payments.at(-1);
    const contacted = random() < 0.7;
    const lastDispositionStatus = contacted ? pick(DISPOSITIONS) : null;
    const lastConnectedAt = contacted ? pastCall() : null;
    const nextFollowUp = contacted && (lastDispositionStatus === 'PTP' || random() < 0.6) ? followUp() : null;
    const disbursal = new Date(Date.UTC(now.getUTCFullYear() - 1, between(0, 11), between(1, 28)));
    const street = `${between(1, 250)}, ${pick(STREETS)}`;
    const pin = `${place.pin}${pad(between(1, 99))}`;
    const language = pick(LANGUAGES);
    return {
      loanApplicationNo: `MV${pad(now.getUTCFullYear() % 100)}${pad(i + 1, 6)}`,
      name: `${first} ${last}`,
      gender,
      mobile: `${pick(['6', '7', '8', '9'])}${pad(between(0, 999_999_999), 9)}`,
      kycEmail: `${first}.${last}${between(1, 99)}@example.in`.toLowerCase(),
      state: place.state,
      employerName: pick(EMPLOYERS),
      status,
      lendingPartner: pick(PARTNERS),
      loanAmount,
      loanTenure,
      loanEmi,
      overdueEmis,
      principalOutstanding,
      totalOutstanding: principalOutstanding + overdueAmount + overduePenalties,
      overdueAmount,
      overduePenalties,
      disbursalDate: isoDay(disbursal),
      currentMonthDueDate: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5))),
      lastPaidDate: lastPayment?.paidDate ?? null,
      lastPaidAmount: lastPayment?.totalPaidAmount ?? null,
      lastPaidMode: lastPayment ? pick(PAY_MODES) : null,
      lastDispositionStatus,
      lastConnectedAt,
      nextFollowUp,
      metadata: {
        language,
        current_address_street: street,
        current_address_city: place.city,
        current_address_state: place.state,
        current_address_pin: pin,
        permanent_address_street: street,
        permanent_address_city: place.city,
        permanent_address_state: place.state,
        permanent_address_pin: pin,
        dpd_string_last_6m: dpd.join(';'),
        paid_string_last_6m: dpd.map((d) => (d === 0 ? loanEmi : 0)).join(';'),
        emi_to_be_collected: overdueAmount,
        total_emi_paid: payments.length,
        payment_link: `https://pay.example.in/l/${i + 1}`,
        pan_no: `${String.fromCharCode(65 + between(0, 25))}${String.fromCharCode(65 + between(0, 25))}PPK${pad(between(1000, 9999), 4)}${String.fromCharCode(65 + between(0, 25))}`,
        monthly_income: roundTo(between(18_000, 150_000), 500),
        employment_type: pick(['Salaried', 'Self-employed']),
        bank_name: pick(['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank', 'Kotak Mahindra Bank']),
      },
      payments,
    };
  });
}
