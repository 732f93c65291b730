import type { Transporter } from 'nodemailer'

import { env } from './env.server'

export type Email = {
  to: string
  subject: string
  text: string
  html: string
  /** Whose name the From header shows (at MAIL_FROM's address); MAIL_FROM as it is by default. */
  fromName?: string
  /** Where a reply goes: the stylist's own address on what her account sends. */
  replyTo?: string
  /** More headers (List-Unsubscribe); their values, like every header's, on one line. */
  headers?: Record<string, string>
  /** Files sent with it (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/** MAIL_FROM's address alone (`Name <address>` or a bare address). */
const fromAddress = /<([^<>]+)>\s*$/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim()

// eslint-disable-next-line no-control-regex -- a name with a line break must not reach a header
const headerSafe = (value: string) => value.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim()

// nodemailer (about 20 MB of memory once loaded) is imported with the first e-mail sent.
let transport: Promise<Transporter> | null = null
const smtp = (url: string) =>
  (transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(url)))

/**
 * Sends an e-mail over SMTP when `SMTP_URL` is configured. Without SMTP the message (with its
 * links) is printed to the server log, so a newcomer can confirm an account from the terminal.
 */
export async function sendEmail(email: Email): Promise<void> {
  const { fromName, replyTo, headers, ...message } = email
  const from = fromName ? { name: headerSafe(fromName), address: fromAddress } : env.MAIL_FROM
  // A line break in a header value would start a header of its own: never (whoever typed it).
  const oneLine = {
    to: headerSafe(message.to),
    subject: headerSafe(message.subject),
    ...(replyTo ? { replyTo: headerSafe(replyTo) } : {}),
    ...(headers
      ? { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, headerSafe(v)])) }
      : {}),
  }
  if (env.SMTP_URL) {
    await (await smtp(env.SMTP_URL)).sendMail({ from, ...message, ...oneLine })
    return
  }
  if (env.NODE_ENV === 'test') return
  const rule = '─'.repeat(72)
  const sender = typeof from === 'string' ? from : `${from.name} <${from.address}>`
  process.stdout.write(
    `\n${rule}\nE-mail (no SMTP_URL configured, so it is printed here instead of sent)\n` +
      `From: ${sender}\n${replyTo ? `Reply-To: ${replyTo}\n` : ''}` +
      `To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n` +
      (email.attachments ?? []).map((file) => `Attached: ${file.filename}\n`).join('') +
      `${rule}\n\n`,
  )
}

const PRODUCT = 'Capsule Studio'
/** The one line that names the product to a stylist's clients, when she keeps it. */
export const MADE_WITH = `Made with ${PRODUCT}`

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A line of an e-mail with a link of its own: "Rather not get these? Turn them off". */
export type EmailLine = { text: string; label: string; url: string }

/** A simple branded message with one call-to-action button, as HTML and plain text. */
export function actionEmail(options: {
  to: string
  subject: string
  intro: string
  action: string
  url: string
  outro: string
  /** Whose message it is (the studio's brand name); Capsule Studio by default. */
  brand?: string
  /** A line with a link of its own, after the outro: the way to her client's home. */
  home?: EmailLine
  /** A last line with a link of its own (turning these e-mails off). */
  footer?: EmailLine
  /** Ends with "Made with Capsule Studio" (a studio's e-mail to her client, when she keeps it). */
  madeWith?: boolean
}): Email {
  const { to, subject, intro, action, url, outro, brand = PRODUCT, madeWith } = options
  const lines = [options.home, options.footer].filter((line) => line !== undefined)
  const footerText = lines.map((line) => `\n\n${line.text} ${line.label}: ${line.url}`).join('')
  const madeWithText = madeWith ? `\n\n${MADE_WITH}` : ''
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}${footerText}\n\n— ${brand}${madeWithText}`
  const footerHtml = lines
    .map(
      (line) =>
        `<br><br>${escapeHtml(line.text)} <a href="${escapeHtml(line.url)}" style="color:#8a4b36">${escapeHtml(line.label)}</a>`,
    )
    .join('')
  const html = `<!doctype html>
<html><body style="margin:0;background:#f6f1ea;font-family:Georgia,'Times New Roman',serif;color:#231d18">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#fffdf9;border:1px solid #e7dccf;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:36px 36px 8px;font-size:13px;letter-spacing:.24em;text-transform:uppercase;color:#8a4b36">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:8px 36px 0;font-size:24px;line-height:1.3">${escapeHtml(subject)}</td></tr>
<tr><td style="padding:16px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#4a4038;white-space:pre-line">${escapeHtml(intro)}</td></tr>
<tr><td style="padding:8px 36px 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#8a4b36;color:#ffffff;text-decoration:none;font-family:Helvetica,Arial,sans-serif;font-size:15px;padding:12px 22px;border-radius:999px">${escapeHtml(action)}</a></td></tr>
<tr><td style="padding:0 36px 32px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:1.6;color:#7a6e64">${escapeHtml(outro)}<br><br>If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span>${footerHtml}</td></tr>
</table>${madeWith ? `<p style="margin:16px 0 0;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#7a6e64">${MADE_WITH}</p>` : ''}</td></tr></table></body></html>`
  return { to, subject, text, html }
}
