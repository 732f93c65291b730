// Her client's home's pieces for other features' pages: the way back to it from a capsule.
export { HomeCorner } from './components/home-corner'
