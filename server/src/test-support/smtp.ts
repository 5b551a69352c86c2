import { SMTPServer } from 'smtp-server';

interface Received {
  to: string;
  /** The Subject header, its MIME encoded words (RFC 2047) decoded. */
  subject: string;
  text: string;
  raw: string;
}

/** The bytes of a Q-encoded word: '_' a space, '=XX' a byte, anything else itself. */
function qBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=') {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text[i] === '_' ? 0x20 : text.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** A header's encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=, as nodemailer writes non-ASCII) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qBytes(text)).toString('utf8'),
    );
}

/** A real SMTP server on loopback that keeps what it receives. */
export function startSmtpServer(): Promise<{
  url: string;
  inbox: Received[];
  close(): Promise<void>;
}> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: decodeHeader(/^Subject: (.*)$/m.exec(header)?.[1] ?? ''),
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
