// The LOG_LEVEL rule, and lib/log.ts's JSON lines for the few files that run in plain Node
// outside the bundles and cannot load TypeScript (the cache handler and what it uses). Callers
// of writeLog put no personal data or private link in the fields.
const SEVERITY = { info: 0, warn: 1, error: 2 };

/**
 * LOG_LEVEL names the least severe level written: info (the default), warn, error; or silent.
 * A record (lib/log.ts's log.record) is written at every level but silent.
 */
function logs(level, record = false) {
  const setting = process.env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  if (setting === 'silent') return false;
  return record || SEVERITY[level] >= (Object.hasOwn(SEVERITY, setting) ? SEVERITY[setting] : 0);
}

function writeLog(level, event, fields = {}) {
  if (!logs(level)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(line + '\n');
}

module.exports = { logs, writeLog };
