/**
 * The games origin's baseline: a bare Bun.serve answering one file with `Bun.file` (sendfile) to
 * every request, its type from its name. `bun scripts/bench/file-baseline.ts PORT FILE`.
 */
export {}

const [port, file] = process.argv.slice(2)
if (!port || !file) {
  console.error('usage: bun scripts/bench/file-baseline.ts PORT FILE')
  process.exit(2)
}

Bun.serve({
  port: Number(port),
  hostname: '127.0.0.1',
  development: false,
  fetch: () => new Response(Bun.file(file)),
})
