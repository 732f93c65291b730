import { formError, type Intents, parseForm, refused, saved } from '~/server/forms.server'

import { archiveLeaving } from './audit-archive.server'
import { type PieceChange, saveNote, setDecision } from './audit-pieces.server'
import { finishAudit, startAudit } from './audits.server'
import { AUDIT_GONE, CLIENT_GONE, NOTHING_TO_ARCHIVE, PIECES_GONE } from './messages'
import { AuditSchema, SaveNoteSchema, SetDecisionSchema } from './schema'

const changed = (result: PieceChange) =>
  result === 'ok' ? saved() : formError(result === 'audit' ? AUDIT_GONE : PIECES_GONE, 404)

/**
 * The audit page's intents, on the page's client (`context.clientId`): start (or continue) her
 * audit, decide pieces (one, or a selection), note them (her own note, or one for her client), finish, and archive what leaves.
 */
export const auditIntents = {
  'start-audit': async (_input, { ownerId, clientId = '' }) => {
    const id = await startAudit(ownerId, clientId)
    return id ? saved({ auditId: id }) : formError(CLIENT_GONE, 404)
  },
  'set-decision': async (input, { ownerId, clientId = '' }) => {
    const parsed = parseForm(input, SetDecisionSchema, { lists: ['itemIds'] })
    if (!parsed.success) {
      return refused({ formError: Object.values(parsed.errors)[0], errors: parsed.errors }, 400)
    }
    const { auditId, itemIds, decision } = parsed.data
    return changed(await setDecision(ownerId, clientId, auditId, itemIds, decision))
  },
  'save-note': async (input, { ownerId, clientId = '' }) => {
    const parsed = parseForm(input, SaveNoteSchema, { keep: ['note'] })
    if (!parsed.success) return parsed.reply
    const { auditId, itemId, field, note } = parsed.data
    return changed(await saveNote(ownerId, clientId, auditId, itemId, field, note))
  },
  'finish-audit': async (input, { ownerId, clientId = '' }) => {
    const parsed = parseForm(input, AuditSchema)
    if (!parsed.success) return formError(AUDIT_GONE, 404)
    const counts = await finishAudit(ownerId, clientId, parsed.data.auditId)
    return counts ? saved({ counts }) : formError(AUDIT_GONE, 404)
  },
  'archive-pieces': async (input, { ownerId, clientId = '' }) => {
    const parsed = parseForm(input, AuditSchema)
    if (!parsed.success) return formError(AUDIT_GONE, 404)
    const result = await archiveLeaving(ownerId, clientId, parsed.data.auditId)
    if (result.ok) return saved({ undo: result.undo, archived: result.archived })
    return result.reason === 'missing'
      ? formError(AUDIT_GONE, 404)
      : formError(NOTHING_TO_ARCHIVE, 409)
  },
} satisfies Intents
