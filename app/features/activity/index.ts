// The activity feed's shapes for other features' UI: the anchor its links point at.
export { pieceAnchor } from './kinds'
