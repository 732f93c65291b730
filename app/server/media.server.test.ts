import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { photoAccess } from '~/features/public-capsule/photo-access.server'
import type { StoredPhoto } from '~/lib/photo-urls'

import { deletePhotoFiles, savePhoto } from './images.server'
import { mediaRouter } from './media.server'
import { storage } from './storage.server'

let server: Server
let base: string
let port: number
let photo: StoredPhoto

beforeAll(async () => {
  const app = express()
  app.use(mediaRouter(photoAccess))
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`

  const bytes = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#b5651d' },
  })
    .jpeg()
    .toBuffer()
  photo = await savePhoto(bytes)
})

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  )
})

/** The raw bytes of a request, sent as is (no URL normalisation by a client library). */
function rawRequest(method: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.on('error', reject)
  })
}

const statusOf = (raw: string) => Number(raw.slice(9, 12))

describe('GET /media/<key>/<file>', () => {
  test('serves a stored photo file as immutable WebP', async () => {
    for (const file of ['320.webp', '640.webp', 'large.webp']) {
      const response = await fetch(`${base}/media/${photo.key}/${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const body = Buffer.from(await response.arrayBuffer())
      expect(body.length).toBe(Number(response.headers.get('content-length')))
      // The very file stored, and a real WebP image of the expected width.
      const stored = await storage.get(`${photo.key}/${file}`)
      const chunks: Buffer[] = []
      for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk))
      expect(body.equals(Buffer.concat(chunks))).toBe(true)
      const metadata = await sharp(body).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.width).toBe(file === 'large.webp' ? 900 : Number.parseInt(file))
    }
  })

  test('a width that was not stored is a 404, not cached', async () => {
    // 1080 is wider than this 900 px photo, so only 320, 640 and large exist.
    const response = await fetch(`${base}/media/${photo.key}/1080.webp`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).not.toContain('image')
  })

  test('a well-formed key with no photo behind it is a 404', async () => {
    const response = await fetch(`${base}/media/${'A'.repeat(22)}/320.webp`)
    expect(response.status).toBe(404)
  })

  test('malformed keys and file names are a 404', async () => {
    for (const path of [
      `/media/short/320.webp`,
      `/media/${photo.key}x/320.webp`,
      `/media/${photo.key}/320.png`,
      `/media/${photo.key}/0320.webp`,
      `/media/${photo.key}/320.webp.bak`,
      `/media/${photo.key}/.320.webp`,
      `/media/${photo.key}`,
      `/media/${photo.key}/`,
      `/media/${photo.key}/320.webp/extra`,
      `/media`,
      `/media/`,
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe('Not found')
    }
  })

  test('path traversal attempts are a 404', async () => {
    for (const target of [
      `/media/..%2F..%2F..%2Fetc%2Fpasswd/320.webp`,
      `/media/${photo.key}/..%2F..%2Fdb`,
      `/media/${photo.key}/..%2F${photo.key}%2F320.webp`,
      `/media/..%2F${photo.key}/320.webp`,
      `/media/%2e%2e/${photo.key}/320.webp`,
      `/media/${photo.key}%2F320.webp/large.webp`,
      `/media/${photo.key}/%2e%2e%2f320.webp`,
      `/media/../media/${photo.key}/320.webp/..`,
      `/media/${photo.key}/..%5C320.webp`,
    ]) {
      const raw = await rawRequest('GET', target)
      expect(statusOf(raw), target).toBe(404)
      expect(raw, target).not.toContain('RIFF')
    }
  })

  test('HEAD answers the headers with no body', async () => {
    const raw = await rawRequest('HEAD', `/media/${photo.key}/320.webp`)
    const [head, body] = raw.split('\r\n\r\n')
    expect(statusOf(raw)).toBe(200)
    expect(head).toMatch(/\r\ncontent-type: image\/webp\r\n/i)
    expect(head).toMatch(/\r\ncache-control: public, max-age=31536000, immutable\r\n/i)
    expect(head).toMatch(/\r\ncontent-length: [1-9][0-9]*\r\n/i)
    expect(body).toBe('')

    const missing = await fetch(`${base}/media/${photo.key}/1080.webp`, { method: 'HEAD' })
    expect(missing.status).toBe(404)
  })

  test('once the photo is deleted, its files are a 404', async () => {
    const bytes = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#333' },
    })
      .jpeg()
      .toBuffer()
    const doomed = await savePhoto(bytes)
    expect((await fetch(`${base}/media/${doomed.key}/320.webp`)).status).toBe(200)
    await deletePhotoFiles([doomed])
    expect((await fetch(`${base}/media/${doomed.key}/320.webp`)).status).toBe(404)
    expect((await fetch(`${base}/media/${doomed.key}/large.webp`)).status).toBe(404)
  })
})
