// fs-native-extensions ships no types: the one call this app makes (data-folder-lock.server.ts).
declare module 'fs-native-extensions' {
  const nativeFs: {
    /** Takes a lock on the whole file without waiting: false when another holder has it. */
    tryLock(fd: number, options?: { shared?: boolean }): boolean
  }
  export default nativeFs
}
