import { axeViolations } from './support/axe'
import { expect, test } from './support/test'

// The journeys' accessibility scan (support/axe.ts) runs axe in the page and keeps violations
// only: here it meets a page with known faults, in the page and inside a dialog, and names each.

const FAULTY = `<!doctype html>
<html lang="en">
  <head><title>Faults</title></head>
  <body>
    <main>
      <h1>Faults</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <p style="color: #bbb; background: #fff">Pale text on white</p>
      <div role="dialog" aria-label="Faulty dialog">
        <p style="opacity: 0.2">Faint text in a dialog</p>
        <input type="text">
      </div>
    </main>
  </body>
</html>`

test('The accessibility scan finds a missing alt text, poor contrast and an unlabelled field @phone', async ({
  page,
}) => {
  await page.setContent(FAULTY)

  const onPage = await axeViolations(page)
  expect(onPage.map(({ id }) => id).sort()).toEqual(['color-contrast', 'image-alt', 'label'])
  expect(onPage.find(({ id }) => id === 'image-alt')?.targets).toEqual(['img'])
  expect(onPage.find(({ id }) => id === 'color-contrast')?.targets).toHaveLength(2)

  // Inside a dialog: only what is in it.
  const inDialog = await axeViolations(page, '[role="dialog"]')
  expect(inDialog.map(({ id }) => id).sort()).toEqual(['color-contrast', 'label'])
  expect(inDialog.find(({ id }) => id === 'label')?.targets).toEqual(['input'])
})
