/**
 * `npm run mail:status`: the mails not delivered yet (waiting for a retry, or failed), with their
 * last error. `npm run mail:retry -- --all | ID…`: sends failed mails again (a running server
 * picks them up within its 10-second poll). Both use the configured database; the embedded one
 * only while no server holds it.
 */
import { type OutboxEntry, requeueFailedMail, undeliveredMail } from '../lib/mail/outbox-status';
import { CommandError, runWithDatabase } from './cli/with-database';

const USAGE = 'Usage: npm run mail:status | npm run mail:retry -- --all | npm run mail:retry -- ID [ID…]';

function describe(mail: OutboxEntry): string {
  const state = mail.status === 'failed' ? 'FAILED' : `waiting, next attempt ${mail.nextAttemptAt.toISOString()}`;
  return [
    `#${mail.id} ${mail.kind} — ${state}, ${mail.attempts} attempt(s), stored ${mail.createdAt.toISOString()}`,
    `    to ${mail.to.join(', ')}: ${mail.subject}`,
    ...(mail.lastError ? [`    last error: ${mail.lastError}`] : []),
  ].join('\n');
}

const [command, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');

if (command === 'status') {
  runWithDatabase('Could not read the mail outbox.', async ({ handle, target }) => {
    const mails = await undeliveredMail(handle.db);
    const failed = mails.filter((mail) => mail.status === 'failed').length;
    process.stdout.write(`${target}: ${mails.length - failed} waiting, ${failed} failed.\n`);
    for (const mail of mails) process.stdout.write(`${describe(mail)}\n`);
    if (failed) process.stdout.write('Send the failed ones again with: npm run mail:retry -- --all (or their ids)\n');
    return 0;
  });
} else if (command === 'retry' && rest.length > 0) {
  const all = rest.includes('--all');
  const ids = rest.filter((arg) => arg !== '--all').map(Number);
  if ((all && ids.length) || ids.some((id) => !Number.isInteger(id) || id < 1)) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  runWithDatabase('Nothing was requeued.', async ({ handle }) => {
    const requeued = await requeueFailedMail(handle.db, all ? 'all' : ids);
    if (!all && requeued.length < ids.length) {
      const missing = ids.filter((id) => !requeued.includes(id));
      if (requeued.length === 0) throw new CommandError(`No failed mail with id ${missing.join(', ')}.`);
      process.stderr.write(`Not failed (or unknown), left as they are: ${missing.join(', ')}\n`);
    }
    process.stdout.write(requeued.length ? `Requeued ${requeued.length} mail(s): ${requeued.join(', ')}. A running server sends them within seconds.\n` : 'No failed mail to requeue.\n');
    return 0;
  });
} else {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
