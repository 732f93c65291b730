// The clients' shapes for other features.
export { type ClientSort } from './schema'
