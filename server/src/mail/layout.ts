import { formatPrice, fromCents } from '@replay/contract';

/** A mail as it is queued: its subject and both of its parts. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** Text made safe to stand in HTML, in an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** An amount of integer cents, exactly: `$1,234.50` in dollars, `1,234.50 EUR` in any other currency. */
export function formatMoney(cents: number, currency: string): string {
  const amount = formatPrice(fromCents(cents));
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as every reader reads it the same: `2025-03-14 09:26 UTC`. */
export function formatDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** What every mail's frame needs: where its links point. */
export interface MailFrame {
  /** The page of the site the mail is about (absolute). */
  action: { label: string; url: string };
  /** The notification settings page (absolute). */
  preferencesUrl: string;
  /** The confirmation page of the one-click unsubscribe, for mails that can be turned off. */
  unsubscribeUrl?: string;
}

export interface MailBody {
  subject: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** Label and value pairs (a receipt's amount, date and transaction). */
  details?: Array<[string, string]>;
  /** A quotation (a review's comment). */
  quote?: string;
}

/**
 * One mail in both parts from the same content: a plain HTML layout every client renders (tables,
 * inline styles, no images or scripts) and its plain-text twin. Every value is escaped here, so a
 * product title or a comment is text, never markup.
 */
export function renderMail(body: MailBody, frame: MailFrame): MailContent {
  const e = escapeHtml;
  const details = body.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse">${body.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555">${e(label)}</td><td style="padding:4px 0;font-weight:600">${e(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = body.quote
    ? `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #ddd;color:#333">${e(body.quote)}</blockquote>`
    : '';
  const footer = [
    `You get this mail because you have an account at Replay Market. <a href="${e(frame.preferencesUrl)}" style="color:#555">Notification settings</a>`,
    ...(frame.unsubscribeUrl
      ? [`<a href="${e(frame.unsubscribeUrl)}" style="color:#555">Unsubscribe from these e-mails</a>`]
      : []),
  ];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(body.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:24px 24px 0;font-size:18px;font-weight:800">Replay Market</td></tr>
<tr><td style="padding:8px 24px 24px;font-size:15px;line-height:1.5">
<h1 style="font-size:20px;margin:16px 0">${e(body.heading)}</h1>
${body.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${e(paragraph)}</p>`).join('\n')}
${details}${quote}
<p style="margin:24px 0 0"><a href="${e(frame.action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${e(frame.action.label)}</a></p>
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#555;line-height:1.5">${footer.join('<br>')}</p>
</td></tr></table>
</body></html>
`;
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.details?.length ? [...body.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(body.quote ? [`"${body.quote}"`, ''] : []),
    `${frame.action.label}: ${frame.action.url}`,
    '',
    '--',
    `Notification settings: ${frame.preferencesUrl}`,
    ...(frame.unsubscribeUrl ? [`Unsubscribe from these e-mails: ${frame.unsubscribeUrl}`] : []),
    '',
  ].join('\n');
  return { subject: body.subject, html, text };
}
