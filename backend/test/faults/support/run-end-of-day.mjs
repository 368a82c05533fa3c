// The end-of-day attendance job in a process of its own (the compiled server's modules, on DATABASE_URL), as a
// server instance runs it from its schedule, RUNS times in a row (default once); prints {"settled": [n, ...]}, one
// count a run. Fault tests kill it mid-run.
import 'reflect-metadata';

const build = process.env.SERVER_BUILD;
const { loadConfig } = await import(`${build}/config/app-config.js`);
const { createApp } = await import(`${build}/app-setup.js`);
const { AttendanceEndOfDayService } = await import(`${build}/modules/attendance/attendance-end-of-day.service.js`);

const config = loadConfig();
const app = await createApp(config, config.databaseUrl);
await app.init();
const settled = [];
for (let run = 0; run < Number(process.env.RUNS ?? 1); run += 1) settled.push(await app.get(AttendanceEndOfDayService).settleEndedDays());
process.stdout.write(`${JSON.stringify({ settled })}\n`);
await app.close();
