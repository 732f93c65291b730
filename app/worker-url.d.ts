/** `import url from './module.ts?worker-url'`: see scripts/vite-worker-url.ts. */
declare module '*?worker-url' {
  const url: string
  export default url
}
