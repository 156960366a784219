import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The message as it came over the wire: headers, a blank line, the body. */
  readonly raw: string;
}

/**
 * A real SMTP server on a free loopback port (nodemailer's own `smtp-server`), for the SMTP
 * adapter's contract tests: it keeps what it receives and refuses recipients at `refused.test`.
 */
export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  async start(): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, done) => {
        done(address.address.endsWith('@refused.test') ? new Error('mailbox unavailable') : null);
      },
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          this.received.push({
            from: mailFrom === false ? '' : mailFrom.address,
            to: rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        resolve();
      });
    });
    const address = server.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    return `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server !== null)
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
  }
}
