import { describe, expect, test } from 'vitest'

import { createClient } from '~/features/clients/clients.server'
import { closetAudit, closetAuditPiece } from '~/features/closet-audit/tables.server'
import { item } from '~/features/items/tables.server'
import { questionnaire, questionnairePhoto } from '~/features/questionnaire/tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { createSignedInUser } from '../../../tests/support/users'
import { loadAccountExport } from './export.server'

const photo = { key: 'AAAAAAAAAAAAAAAAAAAAAA', width: 800, height: 1000, widths: [320] }

describe('Export my data: questionnaires and closet audits', () => {
  test('has her clients’ answers and photos, and each audit with every decision; nothing of another account', async () => {
    const owner = await createSignedInUser('export-intake')
    const other = await createSignedInUser('export-intake-other')
    const margot = await createClient(owner.id, { name: 'Margot' })
    const questionnaireId = createId()
    await db.insert(questionnaire).values({
      id: questionnaireId,
      ownerId: owner.id,
      clientId: margot.id,
      token: createId(),
      questions: [
        { id: 'colours', kind: 'several', label: 'Colours you love', options: ['Navy', 'Camel'] },
        { id: 'face', kind: 'photos', label: 'Your face in natural light', photoCount: 1 },
      ],
      answers: { colours: ['Navy', 'Camel'] },
      dueOn: '2026-12-01',
      submittedAt: new Date('2026-11-28T10:00:00Z'),
    })
    const photoId = createId()
    await db.insert(questionnairePhoto).values({
      id: photoId,
      ownerId: owner.id,
      questionnaireId,
      questionId: 'face',
      photo,
    })
    const coatId = createId()
    await db
      .insert(item)
      .values({ id: coatId, ownerId: owner.id, clientId: margot.id, name: 'Old coat' })
    const auditId = createId()
    await db.insert(closetAudit).values({
      id: auditId,
      ownerId: owner.id,
      clientId: margot.id,
      doneAt: new Date('2026-11-28T12:00:00Z'),
      counts: { tailor: 1 },
    })
    await db.insert(closetAuditPiece).values({
      auditId,
      itemId: coatId,
      ownerId: owner.id,
      decision: 'tailor',
      note: 'Shorten 2 cm',
    })

    const exported = async (ownerId: string) => loadAccountExport(ownerId, (id) => `/capsule/${id}`)
    const mine = await exported(owner.id)
    const rows = (name: string) => mine.collections.find((entry) => entry.name === name)?.rows
    expect(rows('questionnaires')).toEqual([
      expect.objectContaining({ id: questionnaireId, client_name: 'Margot', due_on: '2026-12-01' }),
    ])
    expect(rows('questionnaire-answers')).toEqual([
      expect.objectContaining({ question: 'Colours you love', answer: 'Navy, Camel' }),
      expect.objectContaining({
        question: 'Your face in natural light',
        answer: null,
        photos: `photos/questionnaires/${photoId}.webp`,
      }),
    ])
    expect(mine.photos).toContainEqual({
      file: `photos/questionnaires/${photoId}.webp`,
      storageKey: `${photo.key}/large.webp`,
    })
    expect(rows('closet-audits')).toEqual([
      expect.objectContaining({ id: auditId, client_name: 'Margot', tailor: 1 }),
    ])
    expect(rows('closet-audit-decisions')).toEqual([
      expect.objectContaining({
        audit_id: auditId,
        item_id: coatId,
        decision: 'tailor',
        note: 'Shorten 2 cm',
      }),
    ])

    const theirs = await exported(other.id)
    for (const name of [
      'questionnaires',
      'questionnaire-answers',
      'closet-audits',
      'closet-audit-decisions',
    ]) {
      expect(theirs.collections.find((entry) => entry.name === name)?.rows).toEqual([])
    }
  })
})
