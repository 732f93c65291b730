/** A script bundled on its own into a string, for an inline `<script type="module">` (vite.config.ts). */
declare module '*?inline-script' {
  const code: string
  export default code
}
