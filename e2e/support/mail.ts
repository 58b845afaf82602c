import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The mails the API sent, as the journeys' stack writes them (MAIL_TRANSPORT=log: one .eml file per
 * mail under DATA_DIR/mail, composed by nodemailer exactly as it would leave). Read the way a person
 * reads their inbox: the newest mail to an address with a subject, and the link it carries.
 */

function mailDir(): string {
  const dataDir = process.env.REPLAY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('REPLAY_E2E_DATA_DIR is not set; run the journeys through playwright.config.ts');
  return path.join(dataDir, 'mail');
}

/** A header's value (unfolded) from a block of headers. */
function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, 'im').exec(headers);
  return (match?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim();
}

/** A MIME part's body decoded by its Content-Transfer-Encoding. */
function decode(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const split = (text: string): [string, string] => {
  const at = text.search(/\r?\n\r?\n/);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at).replace(/^\r?\n\r?\n/, '')];
};

/** The text/plain part of a message (the whole body when it has no parts). */
function plainText(message: string): string {
  const [headers, body] = split(message);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(header(headers, 'Content-Type'))?.[1];
  if (!boundary) return decode(headers, body);
  for (const part of body.split(`--${boundary}`)) {
    const [partHeaders, partBody] = split(part.replace(/^\r?\n/, ''));
    const type = header(partHeaders, 'Content-Type');
    if (/^multipart\//i.test(type)) return plainText(part.replace(/^\r?\n/, ''));
    if (/^text\/plain/i.test(type)) return decode(partHeaders, partBody);
  }
  return '';
}

/**
 * The text of the newest mail to `to` whose subject is `subject`, waiting for the API's outbox to
 * send it (a few seconds at most).
 */
export async function newestMail(to: string, subject: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir()).filter((file) => file.endsWith('.eml'));
    } catch {
      // No mail written yet.
    }
    // Named `<queued at>-<row id>.eml`: the newest sorts last.
    for (const file of files.sort().reverse()) {
      const message = readFileSync(path.join(mailDir(), file), 'utf8');
      const [headers] = split(message);
      if (header(headers, 'To').toLowerCase().includes(to.toLowerCase()) && header(headers, 'Subject') === subject)
        return plainText(message);
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} in ${mailDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path (with its query) of the site's link in a mail's text that opens `/auth/action` in `mode`. */
export function actionLinkIn(text: string, mode: string): string {
  const link = /https?:\/\/\S+/g;
  for (const [url] of text.matchAll(link)) {
    const parsed = new URL(url);
    if (parsed.pathname === '/auth/action' && parsed.searchParams.get('mode') === mode)
      return `${parsed.pathname}${parsed.search}`;
  }
  throw new Error(`no /auth/action?mode=${mode} link in the mail:\n${text}`);
}
