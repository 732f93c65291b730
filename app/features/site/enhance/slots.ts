// Booking a time in the slide-in: loaded only when the slide-in opens (`?script-url`, decision
// 046), so the landing page keeps no JavaScript but its inline script until then. It fills the
// templates of components/booking-slots.tsx from `/book/slots` (her free times in the visitor's
// time zone), holds the time she picks (`/book/hold`) and sends the form (`/book/confirm`).
import type { FormResult } from '~/lib/form-errors'
import type { FreeDaysAnswer, NextTimes } from '~/lib/free-days'

import { CALENDAR_DAY, OFFLINE_MESSAGE, TEMPLATES, TIME_BUTTON } from '../landing-hooks'
import { cloneTemplate } from './dom'
import { enhanceForm } from './forms'

type Options = { packageName?: string; intake: () => void }
type Hold = { ok?: boolean; holdId?: string; formError?: string }

const plainDate = (day: string) => Date.parse(`${day}T12:00:00Z`)
const format = (instant: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(undefined, options).format(instant)
/** A calendar date's name ("Tuesday, March 5"), whatever the zone. */
const dayName = (day: string, options: Intl.DateTimeFormatOptions) =>
  format(plainDate(day), { timeZone: 'UTC', ...options })
const whenName = (instant: number, zone: string) =>
  format(instant, { timeZone: zone, dateStyle: 'full', timeStyle: 'short' })
const zoneName = (zone: string) => zone.replaceAll('_', ' ')
const monthOf = (day: string) => day.slice(0, 7)
const plural = (count: number) => `${count} free ${count === 1 ? 'time' : 'times'}`

function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number)
  return new Date(Date.UTC(year!, index! - 1 + count, 1)).toISOString().slice(0, 7)
}

/** A list item with a time's button (`data-start`: the instant). */
function timeItem(instant: number, label: string): HTMLLIElement {
  const item = document.createElement('li')
  const button = document.createElement('button')
  button.type = 'button'
  button.className = TIME_BUTTON
  button.dataset.start = String(instant)
  button.textContent = label
  item.append(button)
  return item
}

/** Shows booking a time in the slide-in's body. */
export async function showSlots(body: HTMLElement, options: Options) {
  let tz = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  let data: FreeDaysAnswer | null = null
  let month = ''
  let day = ''
  const view = cloneTemplate(TEMPLATES.slots)
  const find = <T extends Element = HTMLElement>(selector: string) =>
    view.querySelector<T>(selector)!
  const error = find('[data-slots-error]')
  const showError = (message: string | null) => {
    error.querySelector('[data-message]')!.textContent = message
    error.hidden = !message
  }
  find('[data-intake-instead]').addEventListener('click', options.intake)

  async function load() {
    const query = new URLSearchParams({ tz })
    if (options.packageName) query.set('package', options.packageName)
    try {
      const response = await fetch(`/book/slots?${query}`, {
        headers: { Accept: 'application/json' },
      })
      const answer = (await response.json()) as FreeDaysAnswer & { error?: string }
      if (!response.ok) throw new Error(answer.error)
      data = answer
    } catch (failure) {
      data = null
      showError((failure as Error).message || OFFLINE_MESSAGE)
    }
    find('[data-picker]').hidden = !data
  }

  async function hold(instant: number): Promise<Hold> {
    const form = new FormData()
    form.set('type', data!.type.id)
    form.set('start', new Date(instant).toISOString())
    form.set('tz', data!.tz)
    try {
      const response = await fetch('/book/hold', {
        method: 'POST',
        body: form,
        headers: { Accept: 'application/json' },
      })
      return (await response.json()) as Hold
    } catch {
      return { formError: OFFLINE_MESSAGE }
    }
  }

  function renderMonth() {
    const { days, firstMonth, lastMonth } = data!
    find('#booking-month').textContent = dayName(`${month}-01`, { month: 'long', year: 'numeric' })
    find<HTMLButtonElement>('[data-month="-1"]').disabled = month <= firstMonth
    find<HTMLButtonElement>('[data-month="1"]').disabled = month >= lastMonth
    const weekday = (new Date(plainDate(`${month}-01`)).getUTCDay() + 6) % 7
    const [year, index] = month.split('-').map(Number)
    const length = new Date(Date.UTC(year!, index!, 0)).getUTCDate()
    const cells: HTMLElement[] = Array.from({ length: weekday }, () =>
      document.createElement('span'),
    )
    for (let date = 1; date <= length; date++) {
      const key = `${month}-${String(date).padStart(2, '0')}`
      const count = days[key]?.length ?? 0
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = String(date)
      button.dataset.day = key
      button.disabled = count === 0
      const name = dayName(key, { weekday: 'long', month: 'long', day: 'numeric' })
      button.setAttribute('aria-label', `${name}, ${count ? plural(count) : 'no free times'}`)
      button.setAttribute('aria-pressed', String(key === day))
      const look = key === day ? CALENDAR_DAY.chosen : count ? CALENDAR_DAY.free : CALENDAR_DAY.none
      button.className = `${CALENDAR_DAY.base} ${look}`
      cells.push(button)
    }
    find('[data-days]').replaceChildren(...cells)
  }

  /** Shows the month of `wanted` (or of the first free day) with its chosen day's times. */
  function show(wanted?: string) {
    if (!data) return
    const free = Object.keys(data.days)
    day =
      wanted && data.days[wanted]
        ? wanted
        : (free.find((key) => !wanted || monthOf(key) === monthOf(wanted)) ?? '')
    month = day ? monthOf(day) : wanted ? monthOf(wanted) : data.firstMonth
    find('[data-zone]').textContent = zoneName(data.tz)
    const studio = find('[data-studio-zone]')
    studio.hidden = data.tz === data.zone
    studio.textContent = `The studio is in ${zoneName(data.zone)} time.`
    renderMonth()
    find('#booking-day').textContent = day
      ? dayName(day, { weekday: 'long', month: 'long', day: 'numeric' })
      : ''
    find('[data-no-times]').hidden = free.length > 0
    find('[data-times]').replaceChildren(
      ...(data.days[day] ?? []).map((instant) =>
        timeItem(instant, format(instant, { timeZone: data!.tz, timeStyle: 'short' })),
      ),
    )
  }

  async function pick(instant: number) {
    showError(null)
    const answer = await hold(instant)
    if (answer.ok && answer.holdId) return showForm(instant, answer.holdId)
    await load()
    show(day)
    showError(answer.formError ?? OFFLINE_MESSAGE)
    find('#booking-day').focus()
  }

  function showForm(instant: number, holdId: string) {
    const form = cloneTemplate<HTMLFormElement>(TEMPLATES.bookForm)
    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    const next = form.querySelector<HTMLElement>('[data-next-times]')!
    const chosen = form.querySelector<HTMLElement>('[data-chosen-when]')!
    const choose = (start: number, id: string) => {
      input('start').value = new Date(start).toISOString()
      input('holdId').value = id
      chosen.textContent = `${data!.type.name}: ${whenName(start, data!.tz)}`
    }
    input('type').value = data!.type.id
    input('tz').value = data!.tz
    form.querySelector('[data-chosen-zone]')!.textContent = `Your time zone: ${zoneName(data!.tz)}`
    const select = form.querySelector<HTMLSelectElement>('select[name="servicePackage"]')
    if (select) select.value = options.packageName ?? ''
    choose(instant, holdId)
    form.querySelector('[data-choose-again]')!.addEventListener('click', async () => {
      await load()
      body.replaceChildren(view)
      show(day)
      find('#booking-day').focus()
    })
    next.addEventListener('click', async (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-start]')
      if (!button) return
      const start = Number(button.dataset.start)
      const answer = await hold(start)
      if (!answer.ok || !answer.holdId) return button.closest('li')?.remove()
      choose(start, answer.holdId)
      next.hidden = true
      form.querySelector<HTMLElement>('[data-form-message]')!.hidden = true
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.focus()
    })
    enhanceForm(form, {
      focusFirstError: true,
      // A deposit is paid on Stripe's page first: it confirms the time.
      onOk: (answer) =>
        typeof answer.payUrl === 'string'
          ? window.location.assign(answer.payUrl)
          : booked(Date.parse(input('start').value), input('email').value),
      onRefused: (answer: FormResult & NextTimes) => {
        const times = answer.next ?? []
        next.hidden = times.length === 0
        next
          .querySelector('ul')!
          .replaceChildren(...times.map((start) => timeItem(start, whenName(start, data!.tz))))
      },
    })
    body.replaceChildren(form)
    input('name').focus()
  }

  function booked(instant: number, email: string) {
    const done = cloneTemplate(TEMPLATES.booked)
    done.querySelector('[data-booked-when]')!.textContent =
      `${data!.type.name}: ${whenName(instant, data!.tz)} (${zoneName(data!.tz)} time)`
    done.querySelector('[data-booked-email]')!.textContent = email
    body.replaceChildren(done)
    done.focus()
  }

  view.addEventListener('click', async (event) => {
    const target = (event.target as Element).closest<HTMLElement>('button')
    if (!target || !data) return
    if (target.dataset.day) {
      show(target.dataset.day)
      find(`[data-day="${target.dataset.day}"]`).focus()
      find('[data-status]').textContent = plural(data.days[day]?.length ?? 0)
    } else if (target.dataset.month) {
      month = addMonths(month, Number(target.dataset.month))
      show(Object.keys(data.days).find((key) => monthOf(key) === month) ?? `${month}-01`)
    } else if (target.dataset.start) {
      await pick(Number(target.dataset.start))
    } else if (target.hasAttribute('data-zone-change')) {
      const picker = find('[data-zone-picker]')
      picker.hidden = !picker.hidden
      target.setAttribute('aria-expanded', String(!picker.hidden))
      if (!picker.hidden) find('select').focus()
    }
  })
  const zones = find<HTMLSelectElement>('#booking-tz')
  const names = Intl.supportedValuesOf('timeZone')
  zones.append(
    ...[...(names.includes(tz) ? [] : [tz]), ...names].map(
      (zone) => new Option(zoneName(zone), zone),
    ),
  )
  zones.value = tz
  zones.addEventListener('change', async () => {
    tz = zones.value
    await load()
    show(day)
  })

  await load()
  const loaded = data as FreeDaysAnswer | null
  if (loaded) {
    const { name, durationMinutes, deposit } = loaded.type
    find('[data-type-line]').textContent =
      `${name}, ${durationMinutes} min.${deposit ? ` ${deposit}` : ''} Choose a day, then a time.`
    show()
  }
  body.replaceChildren(view)
}
