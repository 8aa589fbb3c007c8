import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the catcher received it. */
export interface CaughtMail {
  id: number;
  /** The envelope's sender: the platform's address. */
  from: string;
  /** The From header's display name and the Reply-To header's address ('' without them). */
  fromName: string;
  replyTo: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header: the pipeline derives it from the delivery, so a resent copy has the same one. */
  messageId: string;
  /** List-Unsubscribe and List-Unsubscribe-Post, when the message has them (marketing mail). */
  listUnsubscribe: string;
  listUnsubscribePost: string;
  receivedAt: string;
}

/** Mailboxes at this domain do not exist: the catcher refuses them (550), as a real server refuses a typo. */
export const REFUSED_DOMAIN = 'refused.test';

/**
 * A local SMTP server that keeps what it receives in memory, and a small HTTP API to read it:
 * GET /messages (JSON), GET / (a readable list), DELETE /messages, and POST /smtp/stop and /smtp/start so a test
 * can take the SMTP side down and bring it back, as the failure path of the e-mail log needs; POST and DELETE
 * /refuse/{address} make it refuse one mailbox for a while (550; 451, try later, with `?transient`), and
 * @refused.test mailboxes never exist.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private smtp: SMTPServer | null = null;
  private http: HttpServer | null = null;
  private nextId = 1;
  /** Addresses refused for now (POST/DELETE /refuse/{address}), so one test can fail one recipient alone. */
  private readonly refused = new Map<string, 451 | 550>();

  constructor(
    readonly smtpPort: number,
    readonly httpPort: number,
  ) {}

  async start(): Promise<void> {
    await this.startSmtp();
    this.http = createHttpServer((req, res) => void this.handle(req.method ?? 'GET', req.url ?? '/', res));
    await new Promise<void>((resolve) => this.http!.listen(this.httpPort, '127.0.0.1', resolve));
  }

  get smtpRunning(): boolean {
    return this.smtp !== null;
  }

  async startSmtp(): Promise<void> {
    if (this.smtp) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase();
        const code = to.endsWith(`@${REFUSED_DOMAIN}`) ? 550 : this.refused.get(to);
        if (code)
          return callback(
            Object.assign(new Error(code === 550 ? 'No such mailbox' : 'Mailbox busy, try later'), {
              responseCode: code,
            }),
          );
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              id: this.nextId++,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              fromName: parsed.from?.value[0]?.name ?? '',
              replyTo: parsed.replyTo?.value.map((a) => a.address ?? '').join(', ') ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              listUnsubscribe: headerLine(parsed.headerLines, 'list-unsubscribe'),
              listUnsubscribePost: headerLine(parsed.headerLines, 'list-unsubscribe-post'),
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.smtpPort, '127.0.0.1', () => resolve());
    });
    this.smtp = server;
  }

  async stopSmtp(): Promise<void> {
    const server = this.smtp;
    this.smtp = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async stop(): Promise<void> {
    await this.stopSmtp();
    const http = this.http;
    this.http = null;
    if (http) {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  }

  private async handle(method: string, url: string, res: import('node:http').ServerResponse): Promise<void> {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (method === 'GET' && url === '/messages') return json(200, this.mails);
    if (method === 'DELETE' && url === '/messages') {
      this.mails.length = 0;
      return json(200, { cleared: true });
    }
    if (method === 'POST' && url === '/smtp/stop') {
      await this.stopSmtp();
      return json(200, { smtp: 'stopped' });
    }
    if (method === 'POST' && url === '/smtp/start') {
      await this.startSmtp();
      return json(200, { smtp: 'running' });
    }
    const refuse = /^\/refuse\/([^/?]+)(\?transient)?$/.exec(url);
    if (refuse && (method === 'POST' || method === 'DELETE')) {
      const address = decodeURIComponent(refuse[1]!).toLowerCase();
      if (method === 'POST') this.refused.set(address, refuse[2] ? 451 : 550);
      else this.refused.delete(address);
      return json(200, { refused: [...this.refused.keys()] });
    }
    if (method === 'GET' && url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const rows = [...this.mails]
        .reverse()
        .map(
          (m) =>
            `<li><b>${escapeHtml(m.subject)}</b> → ${escapeHtml(m.to.join(', '))} <small>${m.receivedAt}</small>` +
            `<br><small>From: ${escapeHtml(m.fromName ? `${m.fromName} <${m.from}>` : m.from)}` +
            `${m.replyTo ? ` · Reply-To: ${escapeHtml(m.replyTo)}` : ''}</small><pre>${escapeHtml(m.text)}</pre></li>`,
        )
        .join('');
      res.end(
        `<!doctype html><title>Local mail</title><h1>Local mail (${this.mails.length})</h1><ul>${rows}</ul>`,
      );
      return;
    }
    json(404, { error: 'not found' });
  }
}

/** A header's value as sent (mailparser parses List-* headers into objects; tests compare the raw text). */
function headerLine(lines: readonly { key: string; line: string }[], key: string): string {
  const line = lines.find((l) => l.key === key)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
