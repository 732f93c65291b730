/**
 * An e-mail as it will go out, shown to her before she sends it: from (her studio's name), to
 * whom, subject, text, and the files that go with it.
 */
export type EmailPreview = {
  from: string
  to: string
  subject: string
  text: string
  attachments: string[]
}
