import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives. */
export function startSmtpServer(): Promise<{
  url: string;
  inbox: { to: string; text: string; raw: string }[];
  close(): Promise<void>;
}> {
  const inbox: { to: string; text: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({ url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
