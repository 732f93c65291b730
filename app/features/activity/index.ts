// The activity feed's shapes for other features' UI: the anchor its links point at, and her
// alerts' groups and modes (the account page's form).
export {
  ALERT_GROUP_NAMES,
  ALERT_GROUPS,
  ALERT_MODE_LABELS,
  ALERT_MODES,
  type AlertSettings,
  AlertSettingsSchema,
  hourLabel,
} from './alerts'
export { pieceAnchor } from './kinds'
