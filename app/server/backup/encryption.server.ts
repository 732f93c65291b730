// Encrypted backups: the archive (gzip-compressed tar) encrypted with a passphrase, as a stream.
// Node's crypto only: the key is scrypt(passphrase, a random salt), the cipher AES-256-GCM with a
// random IV. Layout: MAGIC, salt (16 bytes), IV (12 bytes), a passphrase check (16 bytes, from
// the same scrypt output as the key, so a wrong passphrase is told at once), ciphertext, GCM tag.
// The tag is only checked at the end: a restore reads the whole archive before it writes the
// database, and undoes what it stored when the tag (or anything else) fails.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  type DecipherGCM,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto'
import { type Readable, Transform, type TransformCallback } from 'node:stream'

import { BackupError } from './format.server'

const MAGIC = Buffer.from('CAPSULE-STUDIO-ENCRYPTED-BACKUP-1\n')
const SALT_BYTES = 16
const IV_BYTES = 12
const CHECK_BYTES = 16
const TAG_BYTES = 16
/** scrypt's cost: 2^15 (about 32 MB and a tenth of a second), r 8, p 1. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

export const WRONG_PASSPHRASE =
  'This backup could not be decrypted: the passphrase is not right, or the file is damaged.'
export const NEEDS_PASSPHRASE =
  'This backup is encrypted: set BACKUP_PASSPHRASE to its passphrase and run the restore again.'

/** The AES key, and a check value that tells a wrong passphrase without decrypting anything. */
function deriveKey(passphrase: string, salt: Buffer): Promise<{ key: Buffer; check: Buffer }> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, SCRYPT, (error, derived) => {
      if (error) return reject(error)
      const check = createHash('sha256').update(derived.subarray(32)).digest()
      resolve({ key: derived.subarray(0, 32), check: check.subarray(0, CHECK_BYTES) })
    })
  })
}

/** Whether a file's first bytes are those of an encrypted backup. */
export function isEncryptedBackup(head: Buffer): boolean {
  return head.subarray(0, MAGIC.length).equals(MAGIC)
}

/** A stream that encrypts what is written to it (the archive) into an encrypted backup. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES)
  const iv = randomBytes(IV_BYTES)
  const { key, check } = await deriveKey(passphrase, salt)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const header = Buffer.concat([MAGIC, salt, iv, check])
  let started = false
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true
        this.push(header)
      }
      done(null, cipher.update(chunk))
    },
    flush(done) {
      if (!started) this.push(header)
      this.push(cipher.final())
      done(null, cipher.getAuthTag())
    },
  })
}

/**
 * The archive inside an encrypted backup, decrypted as it streams. The stream fails with
 * `WRONG_PASSPHRASE` at its end when the passphrase or the file is wrong.
 */
export function decryptedStream(input: Readable, passphrase: string): Readable {
  const headerBytes = MAGIC.length + SALT_BYTES + IV_BYTES + CHECK_BYTES
  let pending = Buffer.alloc(0)
  let decipher: DecipherGCM | null = null
  let keying: Promise<void> | null = null

  const output = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk])
      const go = () => {
        if (!decipher) return done()
        // The last TAG_BYTES may be the tag: held back until the end.
        const ready = pending.length - TAG_BYTES
        if (ready <= 0) return done()
        const body = pending.subarray(0, ready)
        pending = pending.subarray(ready)
        done(null, decipher.update(body))
      }
      if (decipher) return go()
      if (pending.length < headerBytes) return done()
      if (!isEncryptedBackup(pending))
        return done(new BackupError('This file is not an encrypted backup.'))
      const salt = pending.subarray(MAGIC.length, MAGIC.length + SALT_BYTES)
      const iv = Buffer.from(pending.subarray(MAGIC.length + SALT_BYTES, headerBytes - CHECK_BYTES))
      const expected = Buffer.from(pending.subarray(headerBytes - CHECK_BYTES, headerBytes))
      pending = pending.subarray(headerBytes)
      keying ??= deriveKey(passphrase, Buffer.from(salt)).then(({ key, check }) => {
        if (!timingSafeEqual(check, expected)) throw new BackupError(WRONG_PASSPHRASE)
        decipher = createDecipheriv('aes-256-gcm', key, iv)
      })
      keying.then(go, (error: Error) => done(error))
    },
    flush(done) {
      if (!decipher || pending.length !== TAG_BYTES) return done(new BackupError(WRONG_PASSPHRASE))
      try {
        decipher.setAuthTag(pending)
        done(null, decipher.final())
      } catch {
        done(new BackupError(WRONG_PASSPHRASE))
      }
    },
  })
  input.on('error', (error) => output.destroy(error))
  return input.pipe(output)
}
