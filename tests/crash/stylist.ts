// A stylist's browser, reduced to the requests that matter: sign-up with the e-mailed link,
// new clients, photo uploads and the items that claim them.
import { setTimeout as sleep } from 'node:timers/promises'

import type { Ledger } from './ledger.ts'
import type { Server } from './server.ts'
import { ORIGIN, PASSWORD } from './settings.ts'

export type Account = { email: string; cookie: string; clientIds: string[] }

const formHeaders = (cookie: string) => ({
  cookie,
  origin: ORIGIN,
  'content-type': 'application/x-www-form-urlencoded',
})

export async function signUpAndConfirm(server: Server, email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/auth/sign-up`, {
    method: 'POST',
    headers: formHeaders(''),
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: 'manual',
  })
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`)

  // No SMTP_URL: the confirmation e-mail is printed to the server's output.
  let link: string | undefined
  for (let attempt = 0; attempt < 100 && !link; attempt++) {
    const mail = server.printed.slice(server.printed.indexOf(`To: ${email}`))
    link = server.printed.includes(`To: ${email}`)
      ? /Confirm my e-mail: (\S+)/.exec(mail)?.[1]
      : undefined
    if (!link) await sleep(50)
  }
  if (!link) throw new Error(`No confirmation e-mail for ${email} in the server output.`)

  const confirmed = await fetch(link, { redirect: 'manual' })
  const cookie = confirmed.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error(`Confirming ${email} gave no session (${confirmed.status}).`)
  const dashboard = await fetch(`${ORIGIN}/dashboard`, { headers: { cookie } })
  if (dashboard.status !== 200) throw new Error(`The dashboard answered ${dashboard.status}.`)
  return cookie
}

/** POST a dashboard form like a browser without JavaScript; true when the action succeeded. */
export async function postForm(url: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: formHeaders(cookie),
    body: new URLSearchParams(fields),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  })
  await response.arrayBuffer()
  return response.status
}

export async function writeClient(account: Account, ledger: Ledger): Promise<void> {
  const name = `crash-client-${ledger.next()}`
  ledger.attempts.clients++
  const status = await postForm('/dashboard?index', account.cookie, {
    intent: 'create-client',
    name,
  })
  if (status === 200) ledger.acknowledged.clients.push(name)
  else ledger.refused('client', status)
}

export async function writeItem(account: Account, photo: Buffer, ledger: Ledger): Promise<void> {
  const name = `crash-item-${ledger.next()}`
  ledger.attempts.uploads++
  const form = new FormData()
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg')
  const response = await fetch(`${ORIGIN}/dashboard/uploads`, {
    method: 'POST',
    headers: { cookie: account.cookie, origin: ORIGIN },
    body: form,
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json().catch(() => null)) as {
    id?: string
    photo?: { key: string }
  } | null
  if (response.status === 429) {
    ledger.attempts.rateLimited++
    return
  }
  if (response.status !== 201 || !body?.id || !body.photo) {
    ledger.refused('upload', response.status)
    return
  }
  ledger.acknowledged.uploads.push({ id: body.id, key: body.photo.key })

  ledger.attempts.items++
  const clientId = account.clientIds[ledger.sequence % account.clientIds.length]!
  const status = await postForm(
    `/dashboard/items?client=${encodeURIComponent(clientId)}`,
    account.cookie,
    { intent: 'create-item', name, category: 'Tops', photoUpload: body.id },
  )
  if (status === 200) ledger.acknowledged.items.push({ name, photoKey: body.photo.key })
  else ledger.refused('item', status)
}
