/**
 * /leaderboard's first visit with a full page of members who have pictures (decision 0264): the
 * members seeded over plain HTTP (so the bench can seed its own server the same way), and the
 * bytes the browser received for the visit, read from Chromium's network events. Used by
 * picture-sizes.spec.ts and by the bench (`bun run bench --pictures`, scripts/bench/pictures.ts).
 */
import type { Page } from '@playwright/test'
import { jpegDataUrl, photoLikeJpeg } from '../api/src/modules/media/test-pictures'

/** A first page of the leaderboard (LEADERBOARD_PAGE_SIZE), every row with a picture. */
export const AVATAR_MEMBERS = 50
/** Issue's target: the whole first visit, page and pictures, in at most this many KiB. */
export const FIRST_VISIT_LIMIT_KIB = 250
/** Each member's EXP: above anything other tests award, so the 50 fill the first page. */
const TOP_EXP = 900_000_000

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
  return (text ? JSON.parse(text) : undefined) as T
}

export interface AvatarMember {
  id: string
  username: string
  token: string
  /** The picture's bytes as uploaded. */
  uploaded: number
}

/**
 * `count` members, each with their own 1000 × 1000 JPEG (about 400 KB) and EXP above anyone
 * else's, so that they are the leaderboard's first page. Five at a time.
 */
export async function seedAvatarMembers(
  baseUrl: string,
  adminToken: string,
  count = AVATAR_MEMBERS,
): Promise<AvatarMember[]> {
  const tag = `pic${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const members: AvatarMember[] = []
  const one = async (i: number) => {
    const username = `${tag}_${i}`
    const { token, user } = await call<{ token: string; user: { _id: string } }>(baseUrl, 'POST', '/api/auth/signup', {
      username,
      email: `${username}@pictures.test`,
      password: 'correct-horse-1',
    })
    const picture = await photoLikeJpeg(i + 1)
    await call(baseUrl, 'PUT', '/api/user/profile', { profilePicture: jpegDataUrl(picture) }, token)
    await call(
      baseUrl,
      'POST',
      `/api/admin/users/${user._id}/exp-adjustments`,
      { amount: TOP_EXP - i, note: 'Picture sizes measurement' },
      adminToken,
    )
    members.push({ id: user._id, username, token, uploaded: picture.length })
  }
  for (let i = 0; i < count; i += 5)
    await Promise.all(Array.from({ length: Math.min(5, count - i) }, (_, j) => one(i + j)))
  return members
}

/** Takes the members off the leaderboard again (the server is shared with the other specs). */
export async function hideMembers(baseUrl: string, members: AvatarMember[]): Promise<void> {
  await Promise.all(
    members.map((member) => call(baseUrl, 'PUT', '/api/user/profile', { showOnLeaderboard: false }, member.token)),
  )
}

export interface VisitBytes {
  /** Everything received (headers and bodies as sent, compressed where the server compressed). */
  bytes: number
  requests: number
  /** Bytes by Chromium's resource type (Document, Script, Stylesheet, Image, Fetch, Font …). */
  byType: Record<string, number>
  /** Every /api/media/ address the page asked for. */
  mediaUrls: string[]
  mediaBytes: number
}

export interface LeaderboardVisit {
  /** What the page loads when opened, until the network is quiet: the avatars in or near view. */
  firstVisit: VisitBytes
  /** And after scrolling through the whole table: every row's avatar. */
  wholeTable: VisitBytes
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/**
 * Opens `path` in `page` (a fresh context: nothing cached, no service worker) and counts every
 * byte received until the network is quiet (the first visit), then scrolls through the table
 * until each of its `avatars` pictures has loaded (the whole table). `asUploaded` asks for the
 * pictures as uploaded instead (the page as it was before sizes existed).
 */
export async function leaderboardVisit(
  page: Page,
  path: string,
  { avatars, asUploaded = false }: { avatars: number; asUploaded?: boolean },
): Promise<LeaderboardVisit> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const sent = new Map<string, { url: string; type: string }>()
  const received = new Map<string, number>()
  const failed = new Set<string>()
  cdp.on('Network.requestWillBeSent', (event) =>
    sent.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' }),
  )
  cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength))
  cdp.on('Network.loadingFailed', (event) => failed.add(event.requestId))
  if (asUploaded)
    await page.route(/\/api\/media\/[0-9a-f]{64}\?w=\d+(&crop=16x9)?$/, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/\?w=\d+(&crop=16x9)?$/, ''),
      }),
    )
  /** Waits until every request sent so far has finished (the server makes a size on its first request). */
  const settled = async () => {
    await page.waitForLoadState('networkidle')
    const deadline = Date.now() + 60_000
    while ([...sent.keys()].some((id) => !received.has(id) && !failed.has(id)) && Date.now() < deadline)
      await page.waitForTimeout(100)
  }
  const tally = (): VisitBytes => {
    const byType: Record<string, number> = {}
    let bytes = 0
    let mediaBytes = 0
    const mediaUrls: string[] = []
    for (const [id, request] of sent) {
      const size = received.get(id) ?? 0
      bytes += size
      byType[request.type] = (byType[request.type] ?? 0) + size
      if (new URL(request.url).pathname.startsWith('/api/media/')) {
        mediaUrls.push(request.url)
        mediaBytes += size
      }
    }
    return { bytes, requests: sent.size, byType, mediaUrls, mediaBytes }
  }

  await page.goto(path)
  const images = page.locator('.leaderboard-table img.avatar')
  await images.first().waitFor()
  await settled()
  const firstVisit = tally()
  // Row by row, as a visitor scrolls: lazy pictures load as they approach.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded()
  await page.waitForFunction((count) => {
    // Typed by hand: the bench type-checks this file without the DOM's types.
    type Img = { complete: boolean; naturalWidth: number }
    const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<Img> } }).document
    const all = Array.from(doc.querySelectorAll('.leaderboard-table img.avatar'))
    return all.length >= count && all.every((image) => image.complete && image.naturalWidth > 0)
  }, avatars)
  await settled()
  const wholeTable = tally()
  await cdp.detach()
  return { firstVisit, wholeTable }
}

/**
 * The same visit in a browser of its own (the bench): a fresh phone context per visit, so each is
 * a first visit. `asUploaded` as above.
 */
export async function measureLeaderboardFirstVisit(
  baseUrl: string,
  executablePath: string,
  { asUploaded = false }: { asUploaded?: boolean } = {},
): Promise<LeaderboardVisit> {
  const { chromium, devices } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  })
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseUrl, serviceWorkers: 'block' })
    const page = await context.newPage()
    return await leaderboardVisit(page, '/leaderboard', { avatars: AVATAR_MEMBERS, asUploaded })
  } finally {
    await browser.close()
  }
}
