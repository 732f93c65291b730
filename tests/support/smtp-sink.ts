import { SMTPServer } from 'smtp-server'

import { type ParsedMail, parseMail } from './mail-parser.ts'

export type SinkMail = ParsedMail & { link: string }

/** A real SMTP server on loopback that keeps every message it receives, for tests. */
export async function startSmtpSink() {
  let messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        parseMail(Buffer.concat(chunks)).then((mail) => {
          messages.push(mail)
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `smtp://127.0.0.1:${port}`,
    clear: () => {
      messages = []
    },
    /** Every message received so far for `to` whose subject matches. */
    received: (to: string, subject: RegExp) =>
      messages.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The newest message to `to` whose subject matches, waiting up to 10 s for it. */
    async waitFor(to: string, subject: RegExp): Promise<SinkMail> {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const found = messages.findLast(
          (mail) => mail.to.includes(to) && subject.test(mail.subject),
        )
        if (found) {
          const link = found.text.match(/https?:\/\/\S+/)?.[0]
          if (!link) throw new Error(`no link in the e-mail "${found.subject}"`)
          return { ...found, link }
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`no e-mail to ${to} matching ${subject}`)
    },
  }
}
