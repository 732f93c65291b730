/**
 * A browser module bundled on its own, as the address a page imports it from when it needs it
 * (vite.config.ts): the landing page's booking panel, loaded when the panel opens.
 */
declare module '*?script-url' {
  const url: string
  export default url
}
