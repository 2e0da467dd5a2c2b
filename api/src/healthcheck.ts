/**
 * The container's HEALTHCHECK: exit 0 when this machine's server answers /api/health with 200
 * within 4 s, else 1. Runs with the image's own Bun, so the image needs no curl.
 */
const port = process.env.PORT || '3000'
const host = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? '127.0.0.1' : process.env.HOST
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`
const healthy = await fetch(url, { signal: AbortSignal.timeout(4_000) })
  .then((response) => response.status === 200)
  .catch(() => false)
process.exit(healthy ? 0 : 1)

export {}
