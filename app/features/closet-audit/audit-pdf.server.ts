// A closet audit's list as a PDF (the invoices' library, decision 030): one piece a row, with
// its photo (the stored webp turned into a JPEG by sharp: pdf-lib embeds JPEG and PNG only), its
// name, brand and size, and the note for her client (never the stylist's own).
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib'

import { pdfText, wrap } from '~/lib/pdf-text'
import type { StoredPhoto } from '~/lib/photo-urls'
import { loadSharp } from '~/server/images.server'
import { storage } from '~/server/storage.server'

import { LIST_TITLES } from './decisions'
import type { HandOverList } from './types'

const MARGIN = 48
const PHOTO_WIDTH = 60
const PHOTO_HEIGHT = 75
const ROW_GAP = 14
const INK = [0.137, 0.114, 0.094] as const
const MUTED = [0.478, 0.431, 0.392] as const
const ACCENT = [0.541, 0.294, 0.212] as const

/** The photo's smallest stored width as JPEG bytes; null when its file is gone or unreadable. */
async function jpegOf(photo: StoredPhoto): Promise<Buffer | null> {
  const width = Math.min(...photo.widths)
  const object = await storage.get(`${photo.key}/${Number.isFinite(width) ? width : 'large'}.webp`)
  if (!object) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer))
  try {
    const sharp = await loadSharp()
    return await sharp(Buffer.concat(chunks), { failOn: 'error' })
      .resize({ width: PHOTO_WIDTH * 3, height: PHOTO_HEIGHT * 3, fit: 'inside' })
      .jpeg({ quality: 80 })
      .toBuffer()
  } catch {
    return null
  }
}

async function embedPhoto(doc: PDFDocument, photo: StoredPhoto | null): Promise<PDFImage | null> {
  const bytes = photo ? await jpegOf(photo) : null
  return bytes ? doc.embedJpg(bytes) : null
}

/** The list as PDF bytes, under her studio's name. */
export async function renderListPdf(list: HandOverList, studioName: string): Promise<Uint8Array> {
  const lib = await import('pdf-lib')
  const doc = await lib.PDFDocument.create()
  const regular = await doc.embedFont(lib.StandardFonts.Helvetica)
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold)
  const brand = await doc.embedFont(lib.StandardFonts.TimesRoman)
  const title = `${LIST_TITLES[list.decision]} · ${list.clientName}`
  doc.setTitle(pdfText(`${title} · ${studioName}`))
  doc.setAuthor(pdfText(studioName))
  // Her studio's document, in its properties too: the product is named to her clients nowhere.
  doc.setCreator(pdfText(studioName))
  doc.setProducer(pdfText(studioName))

  const [pageWidth, pageHeight] = lib.PageSizes.A4
  let page: PDFPage = doc.addPage(lib.PageSizes.A4)
  let y = pageHeight - MARGIN
  const colour = (rgb: readonly number[]) => lib.rgb(rgb[0]!, rgb[1]!, rgb[2]!)
  const write = (
    text: string,
    x: number,
    size: number,
    font: PDFFont,
    rgb: readonly number[] = INK,
  ) => page.drawText(pdfText(text), { x, y, size, font, color: colour(rgb) })

  write(studioName, MARGIN, 22, brand, ACCENT)
  y -= 30
  write(title, MARGIN, 14, bold)
  y -= 18
  write(
    list.pieces.length === 1 ? '1 piece' : `${list.pieces.length} pieces`,
    MARGIN,
    10,
    regular,
    MUTED,
  )
  y -= 28

  const textX = MARGIN + PHOTO_WIDTH + 16
  const textWidth = pageWidth - textX - MARGIN
  const measure = (size: number) => (text: string) => regular.widthOfTextAtSize(text, size)
  for (const piece of list.pieces) {
    const details = [piece.brand, piece.size ? `Size ${piece.size}` : null]
      .filter(Boolean)
      .join(' · ')
    const note = piece.clientNote ? wrap(piece.clientNote, textWidth, measure(10)) : []
    const height = Math.max(PHOTO_HEIGHT, 16 + (details ? 14 : 0) + note.length * 14)
    if (y - height < MARGIN) {
      page = doc.addPage(lib.PageSizes.A4)
      y = pageHeight - MARGIN
    }
    const top = y
    const image = await embedPhoto(doc, piece.photo)
    if (image) {
      const scale = Math.min(PHOTO_WIDTH / image.width, PHOTO_HEIGHT / image.height)
      page.drawImage(image, {
        x: MARGIN,
        y: top - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      })
    }
    y = top - 11
    write(piece.name, textX, 11, bold)
    y -= 15
    if (details) {
      write(details, textX, 10, regular, MUTED)
      y -= 14
    }
    for (const line of note) {
      write(line, textX, 10, regular)
      y -= 14
    }
    y = top - height - ROW_GAP / 2
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: pageWidth - MARGIN, y },
      thickness: 0.25,
      color: colour(MUTED),
      opacity: 0.4,
    })
    y -= ROW_GAP
  }
  return doc.save()
}
