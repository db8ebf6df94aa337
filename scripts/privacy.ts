/**
 * `npm run privacy -- find EMAIL` lists what the site holds about the person with that e-mail
 * address (`--json`: all of it, as stored, to send them); `npm run privacy -- erase EMAIL` deletes
 * it: their forms (a tour booked with them), the sublets they posted with their photos, and the
 * mail about them in the outbox. The privacy page tells visitors to ask the company for either
 * (docs/data-retention.md, "Requests to see or delete").
 */
import { erasePersonalData, findPersonalData, type PersonalData } from '../lib/privacy/personal-data';
import { runWithDatabase } from './cli/with-database';

const USAGE = 'Usage: npm run privacy -- find EMAIL [--json] | erase EMAIL';

const all = process.argv.slice(2).filter((arg) => arg !== '--');
const json = all.includes('--json');
const args = all.filter((arg) => arg !== '--json');
const [action, email] = args;
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (args.length !== 2 || (action !== 'find' && action !== 'erase') || !email?.includes('@') || (json && action !== 'find')) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function report(address: string, data: PersonalData): string {
  const lines = [`Held about ${address}:`];
  lines.push(`  ${data.leads.length} form(s) sent:`);
  for (const lead of data.leads) {
    const where = lead.propertyId ? ` about ${lead.propertyId}` : '';
    const tour = lead.tourStartsAt ? `, a tour on ${lead.tourStartsAt.toISOString()}` : '';
    lines.push(`    #${lead.id} ${lead.kind}${where} on ${day(lead.createdAt)}, as ${lead.name}${lead.phone ? `, ${lead.phone}` : ''}${tour}`);
  }
  lines.push(`  ${data.sublets.length} sublet(s) posted:`);
  for (const sublet of data.sublets) lines.push(`    ${sublet.id} "${sublet.title}" on ${day(sublet.createdDate)}, ${sublet.approved ? 'approved' : 'not approved'}`);
  lines.push(`  ${data.mails.length} mail(s) in the outbox about them or to them:`);
  for (const mail of data.mails) lines.push(`    #${mail.id} ${mail.kind} "${mail.subject}" on ${day(mail.createdAt)}, ${mail.status}`);
  return lines.join('\n');
}

runWithDatabase(action === 'find' ? 'Nothing was found.' : 'Nothing was erased.', async ({ handle, target }) => {
  if (action === 'find') {
    const data = await findPersonalData(handle.db, email);
    process.stdout.write(json ? `${JSON.stringify({ email, ...data }, null, 2)}\n` : `${report(email, data)}\n`);
    return 0;
  }
  const erased = await erasePersonalData(handle.db, email);
  process.stdout.write(
    `Erased from ${target}: ${erased.leads} form(s), ${erased.sublets} sublet(s) with their photos, ${erased.mails} mail(s). ` +
      'Logged as privacy.erased, by a digest of the address: keep the log, it erases them again after a backup is restored.\n',
  );
  return 0;
});
