// What her client's page shows only once she taps: the dialogs, and the tabs after Items. One
// script apart from the page's own, asked for at her first press or focus on the page (a tap's
// pointerdown comes before its click), so the first view downloads and hydrates the grid alone.
export { CheatSheetDialog } from './cheat-sheet-dialog'
export { ItemDetailDialog } from './item-detail-dialog'
export { MessagesSection } from './messages-section'
export { OutfitDialog } from './outfit-dialog'
export { OutfitsSection } from './outfits-section'
export { ShoppingList } from './shopping-list'
export { WelcomeLetterDialog } from './welcome-letter-dialog'
