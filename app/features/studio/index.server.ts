// The studio's public face (docs/decisions/048-every-table-has-an-owner.md): her studio's name,
// currency and time zone, read and saved, and what other features keep on her studio's row. Its
// table stays its own.
export {
  affiliateDisclosureText,
  markPackagesImported,
  ownersCheckingStock,
  packagesImport,
  saveAffiliateDisclosure,
  studioNameIn,
} from './kept-settings.server'
export {
  ensureStudio,
  getStudio,
  hideChecklist,
  nameStudio,
  saveStudio,
  setUpStudio,
  studioCurrency,
  studioTimeZone,
} from './studio.server'
export { studioDataSet } from './export.server'
