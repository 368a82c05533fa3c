const { startEmbeddedDatabase } = await import('../backend/dist/database/embedded-database.js');
const scale = process.argv[2] === 'tenth' ? 'tenth' : 'full';
const db = await startEmbeddedDatabase(new URL(scale === 'tenth' ? './.data-year-tenth' : './.data-year', import.meta.url).pathname, scale === 'tenth' ? 5492 : 5491);
console.log(db.url);
process.on('SIGTERM', async () => { await db.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
