/**
 * A real SMTP server on the loopback interface (the smtp-server package) that keeps what it
 * receives, so tests read Mandor's e-mail the way a mail server gets it: envelope, headers,
 * the plain-text part decoded, and the links in it.
 */
import { EventEmitter } from "node:events";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  messages: ReceivedMail[];
  /** The first message (old or new) to `to` that `match` accepts. */
  waitFor(
    to: string,
    match?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Messages to `to`, in the order they arrived. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** On a free port, or on `port` (a receiver started again where a closed one listened). */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const arrived = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push(parse(raw, to));
        arrived.emit("mail");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const bound = typeof address === "object" && address ? address.port : 0;

  const matching = (to: string, match: (mail: ReceivedMail) => boolean) =>
    messages.find((mail) => mail.to.includes(to.toLowerCase()) && match(mail));

  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    waitFor(to, match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = matching(to, match);
          if (!found) return;
          clearTimeout(timer);
          arrived.off("mail", check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          arrived.off("mail", check);
          reject(
            new Error(`no mail to ${to} within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        arrived.on("mail", check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parse(raw: string, to: string[]): ReceivedMail {
  const text = part(raw, "text/plain");
  const html = part(raw, "text/html");
  const subject = decodeWords(header(raw, "subject"));
  return { to, subject, text, html, links: text.match(/https?:\/\/[^\s"<>]+/g) ?? [], raw };
}

function header(block: string, name: string): string {
  const head = block.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

/**
 * The body of the first MIME part of `type`, decoded from its transfer encoding. Multipart
 * bodies split on their declared boundary only: a wrapped line of a code that starts with
 * "--" is text, not a part.
 */
function part(block: string, type: string): string {
  const contentType = header(block, "content-type");
  const body = block
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const delimiter = `--${boundary}`;
    const sections = body.split(/\r?\n/).reduce<string[][]>((parts, line) => {
      if (line === delimiter || line === `${delimiter}--`) parts.push([]);
      else parts.at(-1)?.push(line);
      return parts;
    }, []);
    for (const section of sections.slice(0, -1)) {
      const found = part(section.join("\r\n"), type);
      if (found) return found;
    }
    return "";
  }
  if (!contentType.toLowerCase().startsWith(type)) return "";
  const encoding = header(block, "content-transfer-encoding").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const escaped = body
    .replace(/=\r?\n/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/%/g, "%25")
    .replace(/=([0-9A-F]{2})/gi, "%$1");
  return decodeURIComponent(escaped);
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?...?= or =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
