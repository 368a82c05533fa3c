-- Realistic customers for the benchmarks: Indian names (70 x 60 combinations), unique 10-digit mobiles starting
-- 6-9, statuses 60/25/15, follow-ups spread over +-10 days. Parameters (psql-style, substituted by the runner):
-- :count, and :lead_cycle_of_g, :group_of_g, SQL expressions of the row number g giving its lead cycle and group.
SELECT setseed(0.2026);
INSERT INTO customers (
  lead_cycle_id, group_id, loan_application_no, name, gender, mobile, kyc_email, state, status, client, loan_type,
  loan_amount, loan_emi, total_outstanding, overdue_amount, current_month_due_date,
  last_disposition_status, last_connected_at, next_follow_up, metadata
)
SELECT
  :lead_cycle_of_g,
  :group_of_g,
  'BN' || lpad(g::text, 8, '0'),
  first_name || ' ' || last_name,
  CASE WHEN f <= 35 THEN 'female' ELSE 'male' END,
  (6 + (g % 4))::text || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
  lower(first_name || '.' || last_name || g || '@example.in'),
  (ARRAY['Karnataka','Maharashtra','Tamil Nadu','Telangana','Delhi','Haryana','West Bengal','Kerala','Gujarat','Uttar Pradesh'])[1 + g % 10],
  CASE WHEN r < 0.60 THEN 'overdue' WHEN r < 0.85 THEN 'partially_paid' ELSE 'paid' END,
  'MONEY_VIEW', 'new',
  amount, round(amount / 12.0 * 1.18), round(amount * 0.7), round(amount / 12.0 * 1.18 * (1 + g % 3)),
  date_trunc('month', now())::date + 4,
  CASE WHEN r2 < 0.3 THEN NULL ELSE (ARRAY['PTP','CBL','LMS','RND','CFW'])[1 + (g % 5)] END,
  CASE WHEN r2 < 0.3 THEN NULL ELSE now() - (r2 * interval '20 days') END,
  CASE WHEN r2 < 0.5 THEN NULL ELSE now() + ((r2 - 0.75) * interval '40 days') END,
  jsonb_build_object('language', (ARRAY['English','Hindi','Tamil','Kannada','Malayalam','Bengali','Marathi','Telegu'])[1 + g % 8],
                     'dpd_string_last_6m', '0;30;0;60;30;0', 'paid_string_last_6m', '5000;0;5000;0;0;5000')
FROM (
  SELECT g, random() AS r, random() AS r2, (1 + floor(random() * 70))::int AS f, (1 + floor(random() * 60))::int AS l,
         (20000 + floor(random() * 480) * 1000)::numeric AS amount
  FROM generate_series(1, :count) AS g
) s
CROSS JOIN LATERAL (
  SELECT (ARRAY['Aarti','Ananya','Anjali','Bhavna','Chitra','Deepa','Divya','Esha','Fatima','Gayatri','Geeta','Harini','Isha','Jyoti','Kavya','Lakshmi','Madhuri','Meena','Nandini','Neha','Nisha','Pallavi','Pooja','Priyanka','Radha','Rekha','Revathi','Sana','Shalini','Shweta','Sneha','Sunita','Swati','Tanvi','Zoya',
                'Aakash','Abdul','Aditya','Amit','Anil','Arjun','Deepak','Farhan','Gaurav','Harish','Imran','Jatin','Karthik','Kunal','Manoj','Mohan','Naveen','Nikhil','Pradeep','Rahul','Rajesh','Ramesh','Rohit','Sandeep','Sanjay','Suresh','Tarun','Uday','Varun','Vijay','Vikram','Vinod','Yash','Yusuf','Zaheer'])[f] AS first_name,
         (ARRAY['Sharma','Verma','Iyer','Nair','Reddy','Patel','Khan','Das','Gupta','Singh','Menon','Rao','Joshi','Kulkarni','Banerjee','Chatterjee','Pillai','Shetty','Mishra','Ansari','Agarwal','Bhat','Chauhan','Desai','Dubey','Gill','Hegde','Jain','Kapoor','Kaur','Kumar','Malhotra','Mehta','Mukherjee','Naidu','Pandey','Parekh','Qureshi','Rathore','Saxena','Sen','Shah','Sinha','Srinivasan','Thakur','Tiwari','Trivedi','Varghese','Yadav','Bose','Chopra','Dutta','Ghosh','Krishnan','Mathew','Prasad','Raman','Sethi','Subramanian','Venkatesh'])[l] AS last_name
) n;
