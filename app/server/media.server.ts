import { pipeline } from 'node:stream/promises'

import type { Response } from 'express'
import { Router } from 'express'

import { logger } from './logger.server'
import { storage } from './storage.server'

/** A photo key as made by `createId()`: 16 random bytes in base64url. */
const PHOTO_KEY = /^[A-Za-z0-9_-]{22}$/
/** `large.webp` or `<width>.webp` (a width from 1 to 9999 px, no leading zero). */
const PHOTO_FILE = /^(?:large|[1-9][0-9]{0,3})\.webp$/

const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * A photo of a password-protected capsule: kept by the browser only, and checked again on every
 * use (a 304 when still allowed), so a new capsule password makes earlier copies useless.
 */
const PRIVATE = 'private, no-cache'

/** A key's files never change: the key and file name are their version. */
const etagOf = (key: string, file: string) => `"${key}-${file}"`

function notFound(res: Response) {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
}

/** Anyone may see the photo (cached a year), only this request (private), or nobody (404). */
export type PhotoAccess = 'public' | 'private' | 'denied'
/** Who may see the photo `key`, for a request carrying the browser's cookies. */
export type PhotoAccessCheck = (key: string, request: Request) => Promise<PhotoAccess>

/**
 * Serves the stored photo files at `/media/<key>/<file>` (GET and HEAD), streamed from the disk
 * or the bucket, whichever this instance uses: URLs are the same for every back-end. A key's
 * files never change, so they are cached for a year, except the photos of a password-protected
 * capsule: those go only to a request that may see the capsule (see photo-access.server.ts),
 * never to a shared cache. Anything else under /media is a 404. `photoAccess` says who may see
 * a photo (the public capsule page's rules, passed in by app/app.server.ts).
 */
export function mediaRouter(photoAccess: PhotoAccessCheck): Router {
  const router = Router()
  router.get('/media/:key/:file', async (req, res) => {
    const { key, file } = req.params
    if (!PHOTO_KEY.test(key) || !PHOTO_FILE.test(file)) return notFound(res)

    let object
    let access
    try {
      const asked = new Request(new URL(`/media/${key}/${file}`, 'http://media.local'), {
        headers: req.headers.cookie ? { cookie: req.headers.cookie } : {},
      })
      access = await photoAccess(key, asked)
      if (access === 'denied') return notFound(res)
      if (access === 'private' && req.get('if-none-match') === etagOf(key, file)) {
        res
          .status(304)
          .set({ 'Cache-Control': PRIVATE, ETag: etagOf(key, file) })
          .end()
        return
      }
      object = await storage.get(`${key}/${file}`)
    } catch (error) {
      logger.error({ err: error, key, file }, 'Could not look up or read a photo')
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Unavailable')
      return
    }
    if (!object) return notFound(res)

    res.status(200)
    res.set({
      'Content-Type': object.contentType,
      'Cache-Control': access === 'public' ? IMMUTABLE : PRIVATE,
      'X-Content-Type-Options': 'nosniff',
    })
    if (access === 'private') res.set({ ETag: etagOf(key, file), Vary: 'Cookie' })
    if (object.size !== undefined) res.set('Content-Length', String(object.size))

    const { body } = object
    if (req.method === 'HEAD') {
      if ('destroy' in body && typeof body.destroy === 'function') body.destroy()
      res.end()
      return
    }
    try {
      await pipeline(body, res)
    } catch (error) {
      // The client going away mid-download is routine; anything else is worth a line in the log.
      const code = (error as NodeJS.ErrnoException | undefined)?.code
      if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && !req.destroyed) {
        logger.warn({ err: error, key, file }, 'Photo stream failed')
      }
      // Headers (with the length) are gone already: cut the connection so the client sees an
      // incomplete response rather than a truncated file it might cache.
      if (!res.destroyed) res.destroy()
    }
  })

  router.all(['/media', '/media/{*rest}'], (_req, res) => notFound(res))
  return router
}
