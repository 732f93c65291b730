import { and, eq, lt } from 'drizzle-orm'
import { data, redirect } from 'react-router'

import type { FormResult } from '~/lib/form-errors'
import { ONCE_FIELD } from '~/lib/once'
import { savedRequest } from '~/server/tables.server'

import { getUser } from './auth.server'
import { db } from './db.server'
import { defineJob } from './jobs.server'

const KEY = /^[A-Za-z0-9_-]{16,64}$/
const KEEP_MS = 24 * 60 * 60 * 1000

async function keyOf(request: Request): Promise<string | null> {
  if (request.method !== 'POST') return null
  try {
    const value = (await request.clone().formData()).get(ONCE_FIELD)
    return typeof value === 'string' && KEY.test(value) ? value : null
  } catch {
    return null
  }
}

/** Where a save that answered with a redirect (it opens what it made) sent the stylist. */
function redirectedTo(result: unknown): string | null {
  if (!(result instanceof Response) || result.status < 300 || result.status >= 400) return null
  return result.headers.get('Location')
}

const savedReplies = new WeakSet<object>()

/** Marks an action's answer as "the save happened" (forms.server.ts' `saved()` does). */
export function savedReply<Reply extends object>(reply: Reply): Reply {
  savedReplies.add(reply)
  return reply
}

const succeeded = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && savedReplies.has(result)

/**
 * Wraps a dashboard action so a form save is applied once: a save that succeeded (answered with
 * `saved()`) leaves its key (sent by `useSaveFetcher` in the `_once` field), and the same key
 * again — a retry after the first answer was lost on the way back — answers `{ ok: true }`
 * without saving a second time, or the same redirect when the save opened what it made (a new
 * outfit, a capsule's copy). Requests without a key run as they are. Keys are forgotten after a
 * day by a scheduled job (`savedRequestPurge`), never by a save.
 */
export function savesOnce<Args extends { request: Request }, Result>(
  action: (args: Args) => Promise<Result>,
) {
  return async (args: Args) => {
    const key = await keyOf(args.request)
    const user = key ? await getUser(args.request) : null
    if (!key || !user) return action(args)

    const [seen] = await db
      .select({ redirectTo: savedRequest.redirectTo })
      .from(savedRequest)
      .where(and(eq(savedRequest.key, key), eq(savedRequest.ownerId, user.id)))
    if (seen) return seen.redirectTo ? redirect(seen.redirectTo) : data<FormResult>({ ok: true })

    const result = await action(args)
    const redirectTo = redirectedTo(result)
    if (redirectTo !== null || succeeded(result)) {
      await db
        .insert(savedRequest)
        .values({ key, ownerId: user.id, redirectTo })
        .onConflictDoNothing()
    }
    return result
  }
}

/** Forgets the save keys older than a day; answers how many. */
export async function purgeSavedRequests(now = new Date()): Promise<number> {
  const forgotten = await db
    .delete(savedRequest)
    .where(lt(savedRequest.createdAt, new Date(now.getTime() - KEEP_MS)))
    .returning({ key: savedRequest.key })
  return forgotten.length
}

/** The hourly job that forgets old save keys. */
export const savedRequestPurge = defineJob({
  name: 'saved-request-purge',
  title: 'Forgetting old save keys',
  scope: 'app',
  cron: '17 * * * *',
  run: async () => ({ forgotten: await purgeSavedRequests() }),
})
