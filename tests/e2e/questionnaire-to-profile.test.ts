import { expectScreenHolds } from './support/axe'
import { fixture } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { answerAndSubmit } from './support/questionnaire'
import { ok } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { expect, test } from './support/test'

// Answers land in the profile (issue 40): on submission, each answer mapped to her profile fills
// the field if it was empty; one she had filled is never overwritten without her choice, and
// "Copy all to profile" shows what would change before it does.

test('Her client’s answers fill her empty profile fields; a filled one changes only when she copies it @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await newStylist(page, 'answers-profile')
  const clientEmail = uniqueEmail('maya-profile')
  const clientName = `Maya Lund ${Date.now().toString(36)}`
  // She noted her size in tops at their first call.
  const { id: clientId } = await fixture<{ id: string }>(page.request, 'clients', {
    name: clientName,
    email: clientEmail,
    sizeTops: 'M',
  })
  await ok(
    page.request.post(`/dashboard/clients/${clientId}`, {
      form: { intent: 'send-questionnaire', dueOn: '', remind: '' },
    }),
    'send questionnaire',
  )
  const link = firstLink((await waitForEmail(clientEmail, 'Your style questionnaire')).text)

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  await answerAndSubmit(await phone.newPage(), link, {
    'size-tops': 'UK 12',
    'size-shoes': '39',
    'colours-loved': 'Navy, camel, cream',
    'colours-avoided': 'Orange',
    'style-words': 'Relaxed, polished, warm',
    budget: '2000',
  })
  await phone.close()

  // The empty fields are filled; her own note of her size stays.
  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  const sizes = page.getByRole('region', { name: 'Sizes' })
  await expect(sizes).toContainText('Shoes')
  await expect(sizes).toContainText('39')
  await expect(sizes).toContainText('M')
  await expect(sizes).not.toContainText('UK 12')
  const style = page.getByRole('region', { name: 'Colours and style' })
  await expect(style).toContainText('Navy, camel, cream')
  await expect(style).toContainText('Orange')
  await expect(style).toContainText('Relaxed, polished, warm')

  // The one answer that differs from her profile waits for her: shown before it changes.
  const section = page.getByRole('region', { name: 'Questionnaire' })
  const copyTops = section.getByRole('button', { name: 'Copy to profile: Size: tops' })
  await expect(section.getByRole('button', { name: /^Copy to profile: / })).toHaveCount(1)
  await copyTops.click()
  const one = page.getByRole('dialog', { name: 'Copy to Size: tops?' })
  await expect(one).toContainText('Now: M')
  await expect(one).toContainText('New: UK 12')
  await expectScreenHolds(page, 'copy-one-to-profile', '[role="dialog"]')
  await one.getByRole('button', { name: 'Cancel' }).click()
  await expect(one).toBeHidden()
  await section.getByRole('button', { name: 'Copy all to profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Copy her answers to her profile?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await expect(dialog.getByRole('listitem')).toContainText('Size: tops')
  await expect(dialog.getByRole('listitem')).toContainText('M')
  await expect(dialog.getByRole('listitem')).toContainText('UK 12')
  await expectScreenHolds(page, 'copy-all-to-profile', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Copy 1 answer' }).click()
  await expect(page.getByText('Her answers are in her profile')).toBeVisible()
  await expect(sizes).toContainText('UK 12')
  await expect(section.getByRole('button', { name: 'Copy all to profile' })).toHaveCount(0)
  await expectScreenHolds(page, 'client-profile-from-answers')
})
