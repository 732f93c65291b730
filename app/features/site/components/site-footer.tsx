import { Link } from 'react-router'

import type { SiteSettings } from '../schema'

const LINK =
  'inline-flex min-h-11 items-center text-sm text-muted underline-offset-4 transition-colors hover:text-ink hover:underline'

/** Copyright, the newsletter and shopping pages, the e-mail address, and the stylist's way in. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { brandName, newsletterPageUrl, shoppingProfileUrl, contactEmail } = settings
  const external = [
    { label: 'Newsletter', url: newsletterPageUrl },
    { label: 'Shop my picks', url: shoppingProfileUrl },
  ].filter((link) => link.url)
  return (
    <footer className="border-t border-line bg-canvas">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-6 pt-12 pb-[max(3rem,env(safe-area-inset-bottom))] text-center sm:px-8 md:flex-row md:justify-between md:text-left">
        <div>
          <p className="font-display text-2xl font-semibold tracking-[0.02em]">{brandName}</p>
          {/* This page is rendered on the server only, once per year at least (app.server.ts). */}
          <p className="mt-1 text-sm text-muted">
            © {new Date().getUTCFullYear()} {brandName}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center justify-center gap-x-6">
            {external.map((link) => (
              <li key={link.label}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            {contactEmail ? (
              <li>
                <a href={`mailto:${contactEmail}`} className={LINK}>
                  {contactEmail}
                </a>
              </li>
            ) : null}
            <li>
              <Link to="/dashboard" className={LINK}>
                Stylist sign in
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
