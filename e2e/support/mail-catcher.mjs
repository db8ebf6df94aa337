// A real SMTP listener for the browser tests: the site under test delivers its mail here
// (SMTP_URL), and tests read what arrived over HTTP:
//   GET  /messages        → [{ id, to, from, replyTo, subject, text, html, date }]
//   DELETE /messages      → forget everything
import http from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT || 3125);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT || 3126);
const messages = [];

const addresses = (field) => (field ? [field].flat().map((a) => a.address).filter(Boolean) : []);

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onAuth: (_auth, _session, done) => done(null, { user: 'test' }),
  onData(stream, session, done) {
    readAll(stream)
      .then((raw) => PostalMime.parse(raw))
      .then((mail) => {
        messages.push({
          id: messages.length + 1,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          to: addresses(mail.to),
          from: mail.from?.address ?? null,
          replyTo: addresses(mail.replyTo)[0] ?? null,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename ?? null,
            contentType: a.mimeType,
            content: typeof a.content === 'string' ? a.content : Buffer.from(a.content).toString('utf8'),
          })),
          date: new Date().toISOString(),
        });
        done();
      })
      .catch(done);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(messages));
    } else if (req.url === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
    } else if (req.url === '/' ) {
      res.writeHead(200).end('mail catcher');
    } else {
      res.writeHead(404).end();
    }
  })
  .listen(httpPort, '127.0.0.1', () => console.log(`mail catcher: smtp ${smtpPort}, http ${httpPort}`));
