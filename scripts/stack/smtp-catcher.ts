import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the catcher received it. */
export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A local SMTP server that keeps what it receives in memory, and a small HTTP API to read it:
 * GET /messages (JSON), GET / (a readable list), DELETE /messages, and POST /smtp/stop and /smtp/start so a test
 * can take the SMTP side down and bring it back, as the failure path of the e-mail log needs.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private smtp: SMTPServer | null = null;
  private http: HttpServer | null = null;
  private nextId = 1;

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
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              id: this.nextId++,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
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
    if (method === 'GET' && url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const rows = [...this.mails]
        .reverse()
        .map(
          (m) =>
            `<li><b>${escapeHtml(m.subject)}</b> → ${escapeHtml(m.to.join(', '))} <small>${m.receivedAt}</small><pre>${escapeHtml(m.text)}</pre></li>`,
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

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
