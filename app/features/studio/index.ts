// The studio's shapes for the screens of other features: her settings' schemas, the currencies
// she may choose, how often her shop links are checked.
export {
  currencyOptions,
  type FirstRunInput,
  FirstRunSchema,
  STOCK_CHECK_LABELS,
  STOCK_CHECKS,
  type Studio,
  STUDIO_NAME_MAX,
  StudioSettingsSchema,
} from './studio'
