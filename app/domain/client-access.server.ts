// Who may see what a client opens, decided in one place (decisions 021 and 048): a capsule, her
// closet edit and the photos on them; an invoice's link, a questionnaire's link; her home. Each
// owner reads its own row (a capsule in features/capsules, an invoice in features/billing…) and
// hands it to `decideAccess` as a `Door`; this module decides, and nothing else does. What is not
// shown to clients at all (a draft, an unsent link) is `visibleToClient(door) === false`: every
// e-mail to a client asks that too.
//
// The decision, for a request and a door:
// - 'owner':  the signed-in stylist who owns it. She previews it (draft, password or not), reads
//             her client's feedback without answering it, and is never counted as a visit.
// - 'client': shown to clients, and open to this browser: no password, or this browser holds the
//             unlock cookie for its current password. She sees it all and answers.
// - 'gate':   a capsule with a password not (or no longer) given in this browser. The page shows
//             the gate (the capsule's name and the studio's brand, nothing else); every other way
//             in answers exactly as for 'none'.
// - 'none':   missing, in the trash, a draft for anyone but its owner, a wrong token. Answered
//             exactly like something that never existed (same status, same body), so nobody can
//             tell one from the other.
// Another stylist is a visitor like any other: her session opens nothing that is not hers.
//
// A link opened by a token (`linkDoor`) is found by its token (or by its id, then its token
// compared in constant time): a wrong token is no row at all. It asks no password.
//
// The gate's password check and the unlock cookie it sets live here too (`passwordOpens`,
// `clientHeaders`): only this module knows how a password opens a capsule. A decision is made
// once per request (`decideOnce`), and the Express app hands the decisions it made for its page
// check to React Router's loaders through the load context (`capsuleAccessContext`).
import { verifyPassword } from 'better-auth/crypto'
import { createContext } from 'react-router'

import { CAPSULE_PASSWORD_MIN } from '~/lib/capsule-password'
import { getUser } from '~/server/auth.server'
import {
  readUnlockCookie,
  unlockFingerprint,
  unlockHeader,
  unlockRequestCookie,
} from '~/server/unlock-cookie.server'

/** What the rule needs to know about anything a client reaches by a link. */
export type Door = {
  id: string
  ownerId: string
  /** Shown to clients at all (a capsule: published; a token link: sent, not a draft). */
  isPublished: boolean
  /** A capsule's password hash; null when no password is asked (every token link). */
  passwordHash: string | null
}

export type Access<Row extends Door> =
  | { kind: 'owner'; row: Row }
  | { kind: 'client'; row: Row }
  /** Only the name may be shown (on the gate); the row is there for the password check. */
  | { kind: 'gate'; row: Row }
  | { kind: 'none' }

const NONE = { kind: 'none' } as const

/** Whether a door is shown to clients at all: what every page and e-mail to a client asks. */
export const visibleToClient = (door: Pick<Door, 'isPublished'>): boolean => door.isPublished

/**
 * The door of a link opened by its token (an invoice, a questionnaire, her home): no password;
 * `shown` when it was sent to her (a draft is its owner's alone).
 */
export const linkDoor = <Row extends { id: string; ownerId: string }>(
  row: Row | null | undefined,
  shown: (row: Row) => boolean,
): (Row & Door) | null => (row ? { ...row, isPublished: shown(row), passwordHash: null } : null)

/** True when this request holds the door's unlock cookie for its current password. */
async function isUnlocked(request: Request, door: Door & { passwordHash: string }) {
  const value = await readUnlockCookie(request.headers.get('cookie'), door.id)
  return value === unlockFingerprint(door.id, door.passwordHash)
}

/**
 * The rule itself, for a row already read (null: there is none). The owner is looked up only
 * when the request carries a session cookie (getUser reads nothing otherwise).
 */
export async function decideAccess<Row extends Door>(
  request: Request,
  row: Row | null | undefined,
): Promise<Access<Row>> {
  if (!row) return NONE
  if ((await getUser(request))?.id === row.ownerId) return { kind: 'owner', row }
  if (!visibleToClient(row)) return NONE
  if (
    row.passwordHash &&
    !(await isUnlocked(request, { ...row, passwordHash: row.passwordHash }))
  ) {
    return { kind: 'gate', row }
  }
  return { kind: 'client', row }
}

/** Whether the decision lets this request in (the page shows the gate; nothing else does). */
export const opens = <Row extends Door>(
  access: Access<Row>,
): access is Extract<Access<Row>, { kind: 'owner' | 'client' }> =>
  access.kind === 'owner' || access.kind === 'client'

/**
 * Whether this request may answer the capsule's password gate: a published capsule it reaches
 * (a draft has no gate, not even for its owner).
 */
export const answersGate = <Row extends Door>(
  access: Access<Row>,
): access is Exclude<Access<Row>, { kind: 'none' }> =>
  access.kind !== 'none' && visibleToClient(access.row)

/** Whether the gate of a door this request reaches asks a password at all. */
export const asksPassword = <Row extends Door>(access: Exclude<Access<Row>, { kind: 'none' }>) =>
  access.row.passwordHash !== null

/**
 * The gate's own check of `password` for a door that asks one: null when it does not open it;
 * otherwise the Set-Cookie header that opens it in this browser (read back by the rule above),
 * and whether the password is shorter than today's rule (set before it), for the stylist's flag.
 */
export async function passwordOpens(
  door: Door,
  password: string,
): Promise<{ setCookie: string; short: boolean } | null> {
  const hash = door.passwordHash
  if (!hash || password.length === 0 || !(await verifyPassword({ hash, password }))) return null
  return {
    setCookie: await unlockHeader(door.id, hash),
    short: password.length < CAPSULE_PASSWORD_MIN,
  }
}

/**
 * The request headers every client the rule lets in sends for this door (its unlock cookie), for
 * a page rendered once for all of them; made only when asked. Undefined: no password, no cookie.
 */
export function clientHeaders(door: Door): (() => Promise<Record<string, string>>) | undefined {
  const { id, passwordHash } = door
  if (!passwordHash) return undefined
  return async () => ({ cookie: await unlockRequestCookie(id, passwordHash) })
}

/**
 * Whether the door is open to every client without a word (shown to clients, no password): what
 * it shows may then be cached for anyone, as a photo of it is.
 */
export const openToEveryone = <Row extends Door>(access: Access<Row>): boolean =>
  access.kind !== 'none' && visibleToClient(access.row) && access.row.passwordHash === null

/** What the owner is told while she previews; null for anyone else. */
export const ownerPreview = <Row extends Door>(access: Access<Row>) =>
  access.kind === 'owner'
    ? { published: access.row.isPublished, hasPassword: access.row.passwordHash !== null }
    : null

/** The decisions made for one request, by door id. */
export type AccessDecisions<Row extends Door = Door> = Map<string, Promise<Access<Row>>>

/**
 * React Router's load context: the capsule decisions the Express app already made for this
 * request (its rendered-once page check), so the loader does not make them again.
 */
export const capsuleAccessContext = createContext<AccessDecisions | null>(null)

const decisionsOfRequests = new WeakMap<Request, AccessDecisions>()

/**
 * The decision for the door `id` of this request, read by `read` and decided once per request
 * (and once for the decisions `shared` with it), however many ask.
 */
export function decideOnce<Row extends Door>(
  request: Request,
  id: string,
  read: (id: string) => Promise<Row | null | undefined>,
  shared?: AccessDecisions | null,
): Promise<Access<Row>> {
  const decisions = (shared ??
    decisionsOfRequests.get(request) ??
    new Map()) as AccessDecisions<Row>
  decisionsOfRequests.set(request, decisions as AccessDecisions)
  let decision = decisions.get(id)
  if (!decision) {
    decision = read(id).then((row) => decideAccess(request, row))
    decisions.set(id, decision)
  }
  return decision
}
