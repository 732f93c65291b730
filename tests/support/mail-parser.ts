// One parser for the e-mails the tests catch (the e2e mail sink and the Vitest SMTP sink):
// mailparser reads the message (encoded words, quoted-printable, base64, charsets, the MIME tree);
// this keeps the shape the tests read.
import { type AddressObject, simpleParser } from 'mailparser'

/** A file attached to a message: its name, type and bytes (base64). */
export type MailAttachment = { filename: string; contentType: string; base64: string }

/** A message as the tests read it. */
export type ParsedMail = {
  /** The To header, decoded. */
  to: string
  from: string
  /** The Reply-To header, decoded ('' when there is none). */
  replyTo: string
  subject: string
  /** The text/plain part; when the message has none, a text version of the HTML. */
  text: string
  html: string
  /** Lower-cased addresses of the To and Cc headers. */
  recipients: string[]
  attachments: MailAttachment[]
}

type Addresses = AddressObject | AddressObject[] | undefined

const listOf = (value: Addresses) => (value === undefined ? [] : [value].flat())

const textOf = (value: Addresses) =>
  listOf(value)
    .map((group) => group.text)
    .join(', ')

const addressesOf = (value: Addresses) =>
  listOf(value).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  )

/** Parses a raw message, as the SMTP server received it. */
export async function parseMail(raw: Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipImageLinks: true })
  return {
    to: textOf(mail.to),
    from: textOf(mail.from),
    replyTo: textOf(mail.replyTo),
    subject: mail.subject ?? '',
    text: (mail.text ?? '').replace(/\r\n/g, '\n'),
    html: mail.html || '',
    recipients: [...new Set([...addressesOf(mail.to), ...addressesOf(mail.cc)])],
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      base64: attachment.content.toString('base64'),
    })),
  }
}
