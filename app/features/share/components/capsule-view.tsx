import { Mail } from 'lucide-react'
import { useMemo, useState } from 'react'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import type { OpenCapsule, PublicCheatSheet, PublicItem } from '../types'
import { CheatSheetDialog } from './cheat-sheet-dialog'
import { CheatSheetsSection } from './cheat-sheets-section'
import { DelightEffects } from './delight-effects'
import { ItemDetailDialog } from './item-detail-dialog'
import { ItemsSection } from './items-section'
import { OpeningAnimation } from './opening-animation'
import { WelcomeLetterDialog } from './welcome-letter-dialog'
import { PreviewBanner } from './preview-banner'

type Viewing = { list: PublicItem[]; index: number }

/** The client's capsule: header, welcome letter, items and cheat sheets. */
export function CapsuleView({ capsule }: { capsule: OpenCapsule }) {
  const { items, cheatSheets } = capsule
  const hasItems = items.length > 0
  const hasSheets = cheatSheets.length > 0
  const [tab, setTab] = useState(hasItems ? 'items' : 'cheat-sheets')
  const [letterOpen, setLetterOpen] = useState(false)
  const [viewing, setViewing] = useState<Viewing | null>(null)
  const [sheet, setSheet] = useState<PublicCheatSheet | null>(null)

  const itemsById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items])
  const sheetItems = useMemo(
    () => (sheet ? sheet.itemIds.flatMap((id) => itemsById.get(id) ?? []) : []),
    [sheet, itemsById],
  )

  return (
    // A column as tall as the screen, the footer pushed to its bottom even when the capsule is empty.
    <div className="flex min-h-dvh flex-col bg-canvas">
      {capsule.preview ? <PreviewBanner {...capsule.preview} /> : null}
      {hasItems || hasSheets ? (
        <OpeningAnimation capsuleId={capsule.id} name={capsule.name} brand={capsule.brand} />
      ) : null}
      <DelightEffects />

      <header className="mx-auto w-full max-w-6xl px-5 pt-12 pb-8 text-center sm:pt-20 sm:pb-12">
        <p className="text-xs font-semibold tracking-[0.3em] text-accent uppercase">
          {capsule.brand}
        </p>
        <h1 className="mt-4 font-display text-5xl leading-[1.05] font-medium text-balance sm:text-7xl">
          {capsule.name}
        </h1>
        {capsule.description ? (
          <button
            type="button"
            onClick={() => setLetterOpen(true)}
            className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface px-5 text-sm font-medium shadow-card transition hover:border-accent hover:text-accent"
          >
            <Mail aria-hidden className="size-4" /> Welcome Letter
          </button>
        ) : null}
      </header>

      <main className="mx-auto w-full max-w-6xl px-5 pb-24">
        {!hasItems && !hasSheets ? (
          <p className="mx-auto max-w-md py-20 text-center font-display text-2xl text-muted">
            This capsule is still being prepared for you.
          </p>
        ) : (
          <>
            <div className="mb-8 flex justify-center">
              <Tabs
                tabs={[
                  ...(hasItems ? [{ id: 'items', label: 'Items' }] : []),
                  ...(hasSheets ? [{ id: 'cheat-sheets', label: 'Cheat Sheets' }] : []),
                ]}
                active={tab}
                onChange={setTab}
              />
            </div>
            {hasItems ? (
              <TabPanel id="items" active={tab}>
                <ItemsSection items={items} onOpen={(list, index) => setViewing({ list, index })} />
              </TabPanel>
            ) : null}
            {hasSheets ? (
              <TabPanel id="cheat-sheets" active={tab}>
                <CheatSheetsSection sheets={cheatSheets} onOpen={setSheet} />
              </TabPanel>
            ) : null}
          </>
        )}
      </main>

      <footer className="mt-auto border-t border-line py-10 text-center text-sm text-muted">
        Curated by <span className="font-display text-base text-ink">{capsule.brand}</span>
      </footer>

      {capsule.description ? (
        <WelcomeLetterDialog
          open={letterOpen}
          onClose={() => setLetterOpen(false)}
          letter={capsule.description}
          brand={capsule.brand}
        />
      ) : null}
      <CheatSheetDialog
        sheet={viewing ? null : sheet}
        items={sheetItems}
        onClose={() => setSheet(null)}
        onOpenItem={(index) => setViewing({ list: sheetItems, index })}
      />
      <ItemDetailDialog
        items={viewing?.list ?? []}
        index={viewing?.index ?? null}
        onIndexChange={(index) =>
          setViewing((current) => (current ? { ...current, index } : current))
        }
        onClose={() => setViewing(null)}
      />
    </div>
  )
}
