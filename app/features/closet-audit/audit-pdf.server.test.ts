import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'

import { createUpload } from '~/server/uploads.server'

import { createSignedInUser } from '../../../tests/support/users'
import { renderListPdf } from './audit-pdf.server'
import type { HandOverList } from './types'

test('a list as a PDF: each piece a row with its photo, brand, size and note', async () => {
  const user = await createSignedInUser('audit-pdf')
  const bytes = await sharp({
    create: { width: 600, height: 750, channels: 3, background: '#1f2a44' },
  })
    .jpeg()
    .toBuffer()
  const { photo } = await createUpload(user.id, bytes)
  const piece = { decision: 'tailor', archived: false, size: null } as const
  const list: HandOverList = {
    clientName: 'Zoë Müller',
    decision: 'tailor',
    doneAt: new Date('2026-11-28T10:00:00Z'),
    pieces: [
      {
        ...piece,
        id: 'a',
        name: 'Navy blazer',
        brand: 'Sézane',
        size: '38',
        photo,
        clientNote: 'Shorten the sleeves 2 cm',
      },
      {
        ...piece,
        id: 'b',
        name: 'Pleated skirt',
        brand: null,
        photo: null,
        clientNote: 'Take in the waist '.repeat(12),
      },
    ],
  }
  const pdf = await renderListPdf(list, 'Atelier Ørsted')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  })
  for (const expected of [
    'Atelier Ørsted',
    'To the tailor · Zoë Müller',
    '2 pieces',
    'Navy blazer',
    'Sézane · Size 38',
    'Shorten the sleeves 2 cm',
    'Pleated skirt',
  ]) {
    expect(text).toContain(expected)
  }
  // One photo embedded (the other piece has none).
  const images = (await PDFDocument.load(pdf)).context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
  expect(images).toHaveLength(1)
})
