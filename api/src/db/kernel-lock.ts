/**
 * An exclusive, non-blocking flock(2) on an open file, through Bun's FFI (neither Bun nor Node has
 * flock). The kernel drops it when the last descriptor closes, which includes every way a process
 * can end. Linux and macOS; elsewhere (Windows) the caller is told the lock is unavailable.
 */
import { dlopen, FFIType, read } from 'bun:ffi'

const LOCK_EX = 2
const LOCK_NB = 4
/** EWOULDBLOCK: 11 on Linux, 35 on macOS and the BSDs. */
const WOULD_BLOCK = process.platform === 'linux' ? 11 : 35

interface Libc {
  flock(fd: number, operation: number): number
  errno(): number
}

let libc: Libc | string | undefined

function openLibc(): Libc | string {
  const names =
    process.platform === 'linux'
      ? ['libc.so.6', `libc.musl-${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}.so.1`]
      : process.platform === 'darwin'
        ? ['libc.dylib']
        : []
  const errnoSymbol = process.platform === 'linux' ? '__errno_location' : '__error'
  for (const name of names) {
    try {
      const { symbols } = dlopen(name, {
        flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
        [errnoSymbol]: { args: [], returns: FFIType.ptr },
      })
      const errnoAt = symbols[errnoSymbol] as () => number | null
      return {
        flock: (fd, operation) => symbols.flock(fd, operation) as number,
        errno: () => {
          const at = errnoAt()
          return at ? read.i32(at as never, 0) : 0
        },
      }
    } catch {}
  }
  return `no flock on ${process.platform}`
}

/**
 * 'locked': this descriptor now holds the lock. 'held': another open file (another process, or
 * another open of the same file here) holds it. Any other string: why no lock could be taken.
 */
export function kernelLock(fd: number): 'locked' | 'held' | string {
  libc ??= openLibc()
  if (typeof libc === 'string') return libc
  if (libc.flock(fd, LOCK_EX | LOCK_NB) === 0) return 'locked'
  const errno = libc.errno()
  return errno === WOULD_BLOCK ? 'held' : `flock failed with errno ${errno}`
}
