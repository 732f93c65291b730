import { data, redirect } from 'react-router'

import { bookingCheckout } from '~/features/billing/checkout.server'
import { listSitePackages } from '~/features/billing/packages.server'
import { BookPage, type BookPageData } from '~/features/booking/components/book-page'
import { BOOKING_MESSAGES } from '~/features/booking/messages'
import { bookForVisitor, freeDays } from '~/features/booking/public-booking.server'
import { BookingSchema, SlotsQuerySchema } from '~/features/booking/schema'
import { clientForBooking } from '~/features/clients/client-from-contact.server'
import { getSiteSettings } from '~/features/site/site.server'
import { getSiteOwnerId } from '~/features/site/site-owner.server'
import { parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/book'

/** A plain page without scripts: it is what the landing page's buttons open without them. */
export const handle = { hydrate: false }

/** What the visitor typed, given back on a refusal. */
const KEEP = ['name', 'email', 'phone', 'servicePackage', 'note']

export async function loader({ request }: Route.LoaderArgs): Promise<BookPageData> {
  const url = new URL(request.url)
  const query = SlotsQuerySchema.parse(Object.fromEntries(url.searchParams))
  const [{ settings }, ownerId] = await Promise.all([getSiteSettings(), getSiteOwnerId()])
  const brand = settings.brandName
  if (settings.bookingMode === 'provider' && settings.bookingFormUrl) {
    const provider = new URL(settings.bookingFormUrl)
    for (const [name, value] of url.searchParams) provider.searchParams.append(name, value)
    return { state: 'provider', brand, providerUrl: provider.toString() }
  }
  const days = ownerId ? await freeDays(ownerId, query, bookingCheckout) : null
  if (!ownerId || !days) return { state: 'closed', brand }
  const day = query.day && days.days[query.day] ? query.day : (Object.keys(days.days)[0] ?? null)
  const { packages } = await listSitePackages(ownerId)
  const asked = Object.fromEntries(
    Object.entries({ type: query.type, package: query.package }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  )
  return { state: 'open', brand, days, day, packages: packages.map((pkg) => pkg.name), asked }
}

/** The booking sent without scripts: her link's page on success, else the page with what to fix. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), BookingSchema, { keep: KEEP })
  if (!parsed.success) return parsed.reply
  const ownerId = await getSiteOwnerId()
  if (!ownerId) return data({ formError: BOOKING_MESSAGES.closed }, { status: 404 })
  const { setCookie, ...answer } = await bookForVisitor(
    request,
    ownerId,
    parsed.data,
    clientForBooking,
    bookingCheckout,
  )
  const headers = new Headers(setCookie ? { 'Set-Cookie': setCookie } : {})
  if (!answer.ok) {
    const values = Object.fromEntries(
      KEEP.map((name) => [name, String(parsed.data[name as keyof typeof parsed.data] ?? '')]),
    )
    return data(
      { formError: answer.formError, next: answer.next, values },
      { status: answer.status, headers },
    )
  }
  // A deposit is paid on Stripe's page first; a bot was answered as a person; anyone else lands
  // on her appointment's page.
  if (answer.payUrl) return redirect(answer.payUrl, { status: 303, headers })
  const to = answer.manageUrl ? `${new URL(answer.manageUrl).pathname}?booked` : '/'
  return redirect(to, { status: 303, headers })
}

export default function BookRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookPage data={loaderData} result={actionData} />
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Book a time · ${loaderData.brand}` : 'Book a time' }]
}
