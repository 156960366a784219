import type { MailMessage } from './mail-transport.js';

/** What a notice says: its paragraphs (a line each, or label/value rows) and the one place it leads to. */
export interface MailContent {
  readonly to: string;
  readonly subject: string;
  readonly paragraphs: readonly string[];
  /** Rows shown as a small table (a receipt's item, amount, order number). */
  readonly rows?: readonly (readonly [string, string])[];
  readonly action?: { readonly label: string; readonly url: string };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * One notice as plain text and as HTML saying the same thing, so every mail client shows it. What
 * a person wrote (a title, a reason) is escaped in the HTML.
 */
export function composeMail({ to, subject, paragraphs, rows = [], action }: MailContent): MailMessage {
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(rows.length === 0 ? [] : [...rows.map(([label, value]) => `${label}: ${value}`), '']),
    ...(action === undefined ? [] : [`${action.label}: ${action.url}`]),
  ]
    .join('\n')
    .trimEnd();
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(rows.length === 0
      ? []
      : [
          '<table cellpadding="4" style="border-collapse:collapse">',
          ...rows.map(
            ([label, value]) =>
              `<tr><th align="left" style="font-weight:600">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          ),
          '</table>',
        ]),
    ...(action === undefined ? [] : [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`]),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
