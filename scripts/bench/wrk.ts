/**
 * wrk (Debian) as the load generator: 2 threads, 64 connections, a fixed duration. Each run gets
 * a Lua script written to the bench's temp folder; its `done()` prints one JSON line with the
 * throughput, the latency percentiles and, for the scripts that count them, the statuses.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { aptInstall } from '../lib/system'

export const CONNECTIONS = 64
export const THREADS = 2
const MARK = 'BENCH_JSON '

export function ensureWrk(): boolean {
  if (Bun.which('wrk')) return true
  aptInstall(['wrk'], 'the bench loads the server with wrk')
  return Bun.which('wrk') !== null
}

export interface WrkResult {
  requests: number
  seconds: number
  rps: number
  p50_ms: number
  p90_ms: number
  p99_ms: number
  max_ms: number
  /** Answers with a status of 400 or above (wrk's own count). */
  non_2xx: number
  socket_errors: { connect: number; read: number; write: number; timeout: number }
  /** Only for the scripts that count statuses (the POST routes): status → answers. */
  statuses?: Record<string, number>
}

/** Collects every thread's status counts (set by `response()`) and prints the summary as JSON. */
const DONE = `
local threads = {}
setup = function(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

local function ms(us) return us / 1000 end

done = function(summary, latency, requests)
  local statuses = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    if counts then
      for status, n in pairs(counts) do statuses[status] = (statuses[status] or 0) + n end
    end
  end
  local parts = {}
  for status, n in pairs(statuses) do table.insert(parts, string.format('"%s":%d', status, n)) end
  local e = summary.errors
  io.write(string.format(
    '${MARK}{"requests":%d,"duration_us":%d,"p50_ms":%.3f,"p90_ms":%.3f,"p99_ms":%.3f,"max_ms":%.3f,' ..
    '"non_2xx":%d,"socket_errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d},"statuses":{%s}}\\n',
    summary.requests, summary.duration, ms(latency:percentile(50)), ms(latency:percentile(90)),
    ms(latency:percentile(99)), ms(latency.max), e.status, e.connect, e.read, e.write, e.timeout,
    table.concat(parts, ",")))
end
`

/** Counts each thread's answers by status (it makes wrk read every response's headers and body). */
const COUNT_STATUSES = `
statuses = {}
response = function(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
end
`

const luaString = (value: string) => JSON.stringify(value) // a JSON string is a valid Lua string literal here (ASCII)
/** A Lua table of strings: `{"a","b"}`. */
const luaList = (values: string[]) => `{${values.map(luaString).join(',')}}`

/** The same request again and again (wrk's fast path: no Lua per request). */
export function fixedRequestScript(options: {
  method?: string
  headers?: Record<string, string>
  body?: string
  countStatuses?: boolean
}): string {
  const lines = [`wrk.method = ${luaString(options.method ?? 'GET')}`]
  for (const [name, value] of Object.entries(options.headers ?? {}))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`)
  if (options.body !== undefined) lines.push(`wrk.body = ${luaString(options.body)}`)
  return [...lines, options.countStatuses ? COUNT_STATUSES : '', DONE].join('\n')
}

/**
 * `POST /api/registrations/:eventId`, every request a (member, event) pair never asked before.
 * Pair i is member i mod M and event (i mod M + floor(i / M)) mod E: consecutive requests are for
 * different members and different events (no row is contended), and the M × E pairs are all
 * distinct. Thread k of T takes pairs k, k + T, k + 2T, … so threads never share one.
 * `onePass`: each pair once, then the thread stops once all of its own are answered (the run is
 * then shorter than its duration); a connection that would start a pair again meanwhile asks
 * `GET /api/health` instead (counted as its 200s, kept apart from the registrations' answers).
 */
export function registrationScript(tokens: string[], eventIds: string[], options: { onePass?: boolean } = {}): string {
  return `
local tokens = ${luaList(tokens)}
local events = ${luaList(eventIds)}
local step = ${THREADS}
local next_pair = 0
local total = #tokens * #events
local one_pass = ${options.onePass ? 'true' : 'false'}
local share = 0
local registrations_answered = 0

init = function(args)
  -- wrk (4.1) calls request() once on thread 0 right after its init, to check it, and sends
  -- nothing: that call gets pair -step, which would otherwise be pair 0, never sent.
  next_pair = id == 0 and -step or id
  -- Pairs id, id + step, … below total.
  share = math.floor((total - 1 - id) / step) + 1
end

request = function()
  if one_pass and next_pair >= total then
    return wrk.format("GET", "/api/health")
  end
  local i = next_pair
  next_pair = next_pair + step
  -- Past the last pair it starts again (those answers are 409s, counted as such).
  i = i % total
  local m = i % #tokens
  local e = (m + math.floor(i / #tokens)) % #events
  return wrk.format("POST", "/api/registrations/" .. events[e + 1], { ["Authorization"] = "Bearer " .. tokens[m + 1] })
end

statuses = {}
response = function(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
  if one_pass and status ~= 200 then
    registrations_answered = registrations_answered + 1
    if registrations_answered >= share then wrk.thread:stop() end
  end
end
${DONE}`
}

/**
 * `POST /api/auth/login` for many accounts in turn, as students arriving at once would: thread k of
 * T takes accounts k, k + T, k + 2T, … Each account logs in rarely enough to stay far below the
 * login throttle (docs/decisions/0111), which one account logged into 64 times at once would hit.
 */
export function loginScript(emails: string[], password: string): string {
  return `
local emails = ${luaList(emails)}
local step = ${THREADS}
local next_account = 0
local headers = { ["Content-Type"] = "application/json" }
local password = ${luaString(JSON.stringify(password))}

init = function(args)
  next_account = id
end

request = function()
  local i = next_account % #emails
  next_account = next_account + step
  local body = '{"email":"' .. emails[i + 1] .. '","password":' .. password .. '}'
  return wrk.format("POST", "/api/auth/login", headers, body)
end
${COUNT_STATUSES}
${DONE}`
}

/**
 * `POST /api/events/:eventId/check-ins` by one admin, every request a ticket not scanned before,
 * with its own nonce (as a scanner sends them). Thread k of T takes scans k, k + T, k + 2T, …;
 * past the last one it starts again (those answers are 200s: already checked in).
 */
export function checkInScript(token: string, scans: { eventId: string; ticket: string }[]): string {
  return `
local events = ${luaList(scans.map((scan) => scan.eventId))}
local tickets = ${luaList(scans.map((scan) => scan.ticket))}
local step = ${THREADS}
local next_scan = 0
local sent = 0
local headers = { ["Authorization"] = ${luaString(`Bearer ${token}`)}, ["Content-Type"] = "application/json" }

init = function(args)
  next_scan = id
end

request = function()
  local i = next_scan % #tickets
  next_scan = next_scan + step
  sent = sent + 1
  local body = '{"ticket":"' .. tickets[i + 1] .. '","nonce":"t' .. id .. '-' .. sent .. '"}'
  return wrk.format("POST", "/api/events/" .. events[i + 1] .. "/check-ins", headers, body)
end
${COUNT_STATUSES}
${DONE}`
}

/** One run as the bench prints it: "  4821 req/s  p50 1.20 ms  p99 5.43 ms  ≥400: 0". */
export const wrkLine = (result: WrkResult) =>
  `${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50_ms.toFixed(2)} ms  p99 ${result.p99_ms.toFixed(2)} ms  ≥400: ${result.non_2xx}`

export async function runWrk(options: {
  url: string
  script: string
  seconds: number
  dir: string
  name: string
}): Promise<WrkResult> {
  const file = join(options.dir, `${options.name}.lua`)
  writeFileSync(file, options.script)
  const cmd = [
    'wrk',
    `-t${THREADS}`,
    `-c${CONNECTIONS}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    file,
    options.url,
  ]
  const proc = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  await proc.exited
  const line = stdout.split('\n').find((l) => l.startsWith(MARK))
  if (proc.exitCode !== 0 || !line) throw new Error(`wrk failed (${proc.exitCode}): ${stderr}${stdout}`)
  const raw = JSON.parse(line.slice(MARK.length)) as Omit<WrkResult, 'seconds' | 'rps'> & { duration_us: number }
  const seconds = raw.duration_us / 1e6
  const { duration_us: _, statuses, ...rest } = raw
  return {
    ...rest,
    seconds,
    rps: raw.requests / seconds,
    ...(Object.keys(statuses ?? {}).length ? { statuses } : {}),
  }
}
