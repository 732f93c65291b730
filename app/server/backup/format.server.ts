// The backup format's name and version, the error an operator can act on, and this code's
// migration journal (which database schema levels it can recreate). See docs/decisions/007-backups.md.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { migrationsFolder } from '../open-database.server'

export const BACKUP_FORMAT = 'capsule-studio-backup'
export const BACKUP_FORMAT_VERSION = 1

/** A failure the operator can act on: the scripts print its message without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError'
}

export type JournalEntry = { idx: number; when: number; tag: string; breakpoints: boolean }

export async function readJournal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries
}

export async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array | string))
  }
  return Buffer.concat(chunks)
}
