import { and, eq, lt } from 'drizzle-orm'
import { data } from 'react-router'
import type { FormResult } from '~/lib/form-errors'
import { ONCE_FIELD } from '~/lib/once'
import { getUser } from './auth.server'
import { db } from './db.server'
import { savedRequest } from './schema.server'

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

/** An action's answer that says the save happened: `{ ok: true }`, bare or in `data(…)`. */
function succeeded(result: unknown): boolean {
  if (!result || typeof result !== 'object') return false
  if ('init' in result && 'data' in result) {
    const status = (result.init as ResponseInit | null)?.status ?? 200
    return status < 300 && succeeded(result.data)
  }
  return 'ok' in result && result.ok === true
}

/**
 * Wraps a dashboard action so a form save is applied once: a save that succeeded leaves its key
 * (sent by `useSaveFetcher` in the `_once` field), and the same key again — a retry after the
 * first answer was lost on the way back — answers `{ ok: true }` without saving a second time.
 * Requests without a key run as they are.
 */
export function savesOnce<Args extends { request: Request }, Result>(
  action: (args: Args) => Promise<Result>,
) {
  return async (args: Args) => {
    const key = await keyOf(args.request)
    const user = key ? await getUser(args.request) : null
    if (!key || !user) return action(args)

    const [seen] = await db
      .select({ key: savedRequest.key })
      .from(savedRequest)
      .where(and(eq(savedRequest.key, key), eq(savedRequest.ownerId, user.id)))
    if (seen) return data<FormResult>({ ok: true })

    const result = await action(args)
    if (succeeded(result)) {
      await db.insert(savedRequest).values({ key, ownerId: user.id }).onConflictDoNothing()
      await db
        .delete(savedRequest)
        .where(lt(savedRequest.createdAt, new Date(Date.now() - KEEP_MS)))
    }
    return result
  }
}
