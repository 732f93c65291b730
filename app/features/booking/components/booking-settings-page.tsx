import { PageHeader } from '~/components/ui/page-header'
import { SettingsSection as Section } from '~/components/ui/settings-section'

import { DaysOff } from './days-off'
import { FeedsSection } from './feeds-section'
import { HoursForm } from './hours-form'
import { TypesSection, type TypeView } from './types-section'

export type BookingSettingsData = {
  zone: string
  /** Her date today, in her zone. */
  today: string
  currency: string
  /** Each weekday's ranges as she types them, Monday first. */
  hours: string[]
  datesOff: string[]
  bufferMinutes: number
  noticeHours: number
  horizonDays: number
  maxPerDay: number | null
  types: TypeView[]
  packages: { id: string; name: string }[]
  feedUrl: string | null
  busyFeedUrl: string | null
  busyFeedReadAt: string | null
  busyFeedError: string | null
  busyCount: number
}

/** Her booking settings: when she can be booked, what can be booked, and her calendars. */
export function BookingSettingsPage({ data }: { data: BookingSettingsData }) {
  return (
    <>
      <PageHeader
        title="Hours and types"
        subtitle="When visitors can book you from your site, and what they can book."
        back={{ to: '/dashboard/appointments', label: 'Back to appointments' }}
      />
      <div className="mx-auto max-w-3xl space-y-6">
        <Section title="Your hours" description="The times visitors can book, each week.">
          <HoursForm
            zone={data.zone}
            hours={data.hours}
            bufferMinutes={data.bufferMinutes}
            noticeHours={data.noticeHours}
            horizonDays={data.horizonDays}
            maxPerDay={data.maxPerDay}
          />
        </Section>
        <Section title="Days off" description="Days nobody can book, whatever your hours say.">
          <DaysOff dates={data.datesOff} today={data.today} />
        </Section>
        <Section
          title="What can be booked"
          description="Each type has a duration and a place; the first is what “Schedule Your Free Consultation” books."
        >
          <TypesSection types={data.types} currency={data.currency} packages={data.packages} />
        </Section>
        <Section
          title="Your calendars"
          description="See your appointments in your own calendar, and keep your busy times free."
        >
          <FeedsSection
            feedUrl={data.feedUrl}
            busyFeedUrl={data.busyFeedUrl}
            busyFeedReadAt={data.busyFeedReadAt}
            busyFeedError={data.busyFeedError}
            busyCount={data.busyCount}
          />
        </Section>
      </div>
    </>
  )
}
