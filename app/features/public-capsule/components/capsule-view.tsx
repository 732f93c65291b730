import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'

import { MadeWith } from '~/components/made-with'
import { Icon } from '~/components/ui/icon'
import { Spinner } from '~/components/ui/spinner'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import { HomeCorner } from '~/features/client-home'
import { splitAlternates } from '~/lib/alternates'
import { withStandIns } from '~/lib/stock'

import type { OpenCapsule, PublicCheatSheet, PublicItem, PublicOutfit } from '../types'
import { CheatSheetsSection } from './cheat-sheets-section'
import { DelightEffects } from './delight-effects'
import { FeedbackProvider } from './feedback-context'
import { ItemsSection } from './items-section'
import { MessagesTabLabel, threadInHash } from './messages-tab'
import { OpeningAnimation } from './opening-animation'
import { PreviewBanner } from './preview-banner'

type Viewing = { list: PublicItem[]; index: number }

const subscribeNever = () => () => {}

/** The script of what only a tap shows (taps.ts); asked for once, however often this is called. */
const loadTaps = () => import('./taps')
const CheatSheetDialog = lazy(() => loadTaps().then((taps) => ({ default: taps.CheatSheetDialog })))
const ItemDetailDialog = lazy(() => loadTaps().then((taps) => ({ default: taps.ItemDetailDialog })))
const MessagesSection = lazy(() => loadTaps().then((taps) => ({ default: taps.MessagesSection })))
const OutfitDialog = lazy(() => loadTaps().then((taps) => ({ default: taps.OutfitDialog })))
const OutfitsSection = lazy(() => loadTaps().then((taps) => ({ default: taps.OutfitsSection })))
const ShoppingList = lazy(() => loadTaps().then((taps) => ({ default: taps.ShoppingList })))
const WelcomeLetterDialog = lazy(() =>
  loadTaps().then((taps) => ({ default: taps.WelcomeLetterDialog })),
)

/** A tab's content while its script arrives (her first tap on it, on a slow network). */
function TabContent({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="flex items-center justify-center gap-3 py-16 text-muted">
          <Spinner label="Loading" />
        </p>
      }
    >
      {children}
    </Suspense>
  )
}

/** Whether `value` has ever been true: a dialog is rendered from its first open on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}

/**
 * The client's capsule: header, welcome letter, items, outfits, cheat sheets, the shopping list
 * and her messages, with her feedback (reactions, Bought ticks, the conversation with her
 * stylist) loaded apart from the page.
 */
export function CapsuleView({ capsule }: { capsule: OpenCapsule }) {
  const { items, cheatSheets, outfits } = capsule
  const hasItems = items.length > 0
  const hasSheets = cheatSheets.length > 0
  const hasOutfits = outfits.length > 0
  const shopping = useMemo(() => items.filter((item) => item.toBuy), [items])
  const [chosen, setTab] = useState<string | null>(null)
  const [letterOpen, setLetterOpen] = useState(false)
  const [viewing, setViewing] = useState<Viewing | null>(null)
  const [sheet, setSheet] = useState<PublicCheatSheet | null>(null)
  const [outfit, setOutfit] = useState<PublicOutfit | null>(null)
  // A link to the conversation (`#messages`, `#thread=item:<id>`, from a reply's e-mail) opens
  // the Messages tab, one to `#shopping` (the e-mail after a stock check) the Shopping list; the
  // page's HTML is the same for everyone, so this happens once it runs.
  const fromLink = useSyncExternalStore(
    subscribeNever,
    () =>
      threadInHash(window.location.hash) !== null
        ? 'messages'
        : window.location.hash === '#shopping' && shopping.length > 0
          ? 'shopping'
          : null,
    () => null,
  )
  const tab = chosen ?? fromLink ?? (hasItems ? 'items' : 'cheat-sheets')

  const itemsById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items])
  const { own, alternatesOf } = useMemo(() => splitAlternates(items), [items])
  // An outfit's or a cheat sheet's pieces as she sees them: a sold-out one's alternate in its
  // place, as on the Items tab.
  const piecesOf = useCallback(
    (ids: string[]) =>
      withStandIns(
        ids.flatMap((id) => itemsById.get(id) ?? []),
        alternatesOf,
      ),
    [itemsById, alternatesOf],
  )
  const sheetPieces = useMemo(() => (sheet ? piecesOf(sheet.itemIds) : []), [sheet, piecesOf])
  const outfitPieces = useMemo(() => (outfit ? piecesOf(outfit.itemIds) : []), [outfit, piecesOf])
  const shown = (pieces: { item: PublicItem }[]) => pieces.map((piece) => piece.item)
  const openPiece = (piece: PublicItem) => setViewing({ list: [piece], index: 0 })
  // The dialogs from her first tap that opens one (each is nothing while closed).
  const dialogs = useOnceTrue(letterOpen || viewing !== null || sheet !== null || outfit !== null)

  return (
    <FeedbackProvider capsuleId={capsule.id} preview={capsule.preview !== null}>
      {/* A column as tall as the screen: the footer stays at its bottom, even when empty. Her
          first press or focus anywhere on it asks for what a tap shows (taps.ts). */}
      <div
        className="relative flex min-h-dvh flex-col bg-canvas"
        onPointerDown={() => void loadTaps()}
        onFocus={() => void loadTaps()}
      >
        {capsule.preview ? <PreviewBanner {...capsule.preview} /> : null}
        <HomeCorner capsuleId={capsule.id} skip={capsule.preview !== null} />
        {hasItems || hasSheets ? (
          <OpeningAnimation capsuleId={capsule.id} name={capsule.name} brand={capsule.brand} />
        ) : null}
        <DelightEffects />

        <header className="mx-auto w-full max-w-6xl px-5 pt-16 pb-8 text-center sm:pt-20 sm:pb-12">
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
              <Icon name="mail" className="size-4" /> Welcome Letter
            </button>
          ) : null}
          {capsule.closetEdit ? (
            <div className={capsule.description ? 'mt-3' : 'mt-8'}>
              <a
                href={`/capsule/${capsule.id}/closet`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface px-5 text-sm font-medium shadow-card transition hover:border-accent hover:text-accent"
              >
                <Icon name="shirt" className="size-4" /> Your closet edit
              </a>
            </div>
          ) : null}
        </header>

        <main className="mx-auto w-full max-w-6xl px-5 pb-24">
          {!hasItems && !hasSheets ? (
            <p className="mx-auto max-w-md py-20 text-center font-display text-2xl text-muted">
              This capsule is still being prepared for you.
            </p>
          ) : (
            <>
              {/* Centred while the tabs fit; on a phone they scroll sideways (min-w-0). */}
              <div className="mb-8 flex justify-center">
                <div className="min-w-0">
                  <Tabs
                    tabs={[
                      ...(hasItems ? [{ id: 'items', label: 'Items' }] : []),
                      ...(hasOutfits ? [{ id: 'outfits', label: 'Outfits' }] : []),
                      ...(hasSheets ? [{ id: 'cheat-sheets', label: 'Cheat Sheets' }] : []),
                      ...(shopping.length > 0 ? [{ id: 'shopping', label: 'Shopping list' }] : []),
                      { id: 'messages', label: <MessagesTabLabel /> },
                    ]}
                    active={tab}
                    onChange={setTab}
                  />
                </div>
              </div>
              {hasItems ? (
                <TabPanel id="items" active={tab}>
                  <ItemsSection
                    pieces={own}
                    alternatesOf={alternatesOf}
                    onOpen={(list, index) => setViewing({ list, index })}
                  />
                </TabPanel>
              ) : null}
              {hasOutfits ? (
                <TabPanel id="outfits" active={tab}>
                  <TabContent>
                    <OutfitsSection
                      outfits={outfits}
                      piecesOf={(entry) => piecesOf(entry.itemIds)}
                      onOpen={setOutfit}
                    />
                  </TabContent>
                </TabPanel>
              ) : null}
              {hasSheets ? (
                <TabPanel id="cheat-sheets" active={tab}>
                  <CheatSheetsSection sheets={cheatSheets} onOpen={setSheet} />
                </TabPanel>
              ) : null}
              {shopping.length > 0 ? (
                <TabPanel id="shopping" active={tab}>
                  <TabContent>
                    <ShoppingList
                      items={shopping}
                      budget={capsule.budget}
                      currency={capsule.currency}
                      disclosure={capsule.disclosure}
                    />
                  </TabContent>
                </TabPanel>
              ) : null}
              <TabPanel id="messages" active={tab}>
                <TabContent>
                  <MessagesSection
                    brand={capsule.brand}
                    itemsById={itemsById}
                    outfits={outfits}
                    onOpenItem={(item) => setViewing({ list: [item], index: 0 })}
                    onOpenOutfit={setOutfit}
                  />
                </TabContent>
              </TabPanel>
            </>
          )}
        </main>

        <footer className="mt-auto border-t border-line py-10 text-center text-sm text-muted">
          Curated by <span className="font-display text-base text-ink">{capsule.brand}</span>
          {capsule.madeWith ? <MadeWith /> : null}
        </footer>

        {dialogs ? (
          <Suspense fallback={null}>
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
              pieces={sheetPieces}
              onClose={() => setSheet(null)}
              onOpenItem={(index) => setViewing({ list: shown(sheetPieces), index })}
              onOpenPiece={openPiece}
            />
            <OutfitDialog
              brand={capsule.brand}
              outfit={viewing ? null : outfit}
              pieces={outfitPieces}
              onClose={() => setOutfit(null)}
              onOpenItem={(index) => setViewing({ list: shown(outfitPieces), index })}
              onOpenPiece={openPiece}
            />
            <ItemDetailDialog
              brand={capsule.brand}
              disclosure={capsule.disclosure}
              outfits={outfits}
              onOpenOutfit={(next) => {
                setViewing(null)
                setSheet(null)
                setOutfit(next)
              }}
              items={viewing?.list ?? []}
              index={viewing?.index ?? null}
              onIndexChange={(index) =>
                setViewing((current) => (current ? { ...current, index } : current))
              }
              onClose={() => setViewing(null)}
              alternatesOf={alternatesOf}
              itemsById={itemsById}
              onOpen={(list, index) => setViewing({ list, index })}
            />
          </Suspense>
        ) : null}
      </div>
    </FeedbackProvider>
  )
}
