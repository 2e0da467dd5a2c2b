/**
 * The bench's baseline: a bare Bun.serve answering the events list's JSON, read once from a file
 * into memory, to every request. `bun scripts/bench/baseline.ts PORT FILE`.
 */
export {}

const [port, file] = process.argv.slice(2)
if (!port || !file) {
  console.error('usage: bun scripts/bench/baseline.ts PORT FILE')
  process.exit(2)
}
const body = await Bun.file(file).text()

Bun.serve({
  port: Number(port),
  hostname: '127.0.0.1',
  development: false,
  fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})
