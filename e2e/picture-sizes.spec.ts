/**
 * A list never downloads a whole picture (decision 0264): /leaderboard's first visit on a phone,
 * with 50 members whose pictures are 1000 × 1000 JPEGs of about 400 KB, asks for each avatar in a
 * size (`?w=`) and receives at most 250 KiB in all: page, scripts, styles, fonts, data and the
 * pictures in or near view. Scrolling through the table brings every row's picture, sized too.
 */
import { expect, test } from './fixtures'
import {
  AVATAR_MEMBERS,
  FIRST_VISIT_LIMIT_KIB,
  hideMembers,
  kib,
  leaderboardVisit,
  seedAvatarMembers,
  type VisitBytes,
} from './picture-sizes'
import { BASE_URL } from './playwright.config'

const weighs = (visit: VisitBytes) =>
  `${kib(visit.bytes)} KiB in ${visit.requests} requests (${visit.mediaUrls.length} pictures ${kib(visit.mediaBytes)} KiB; ${Object.entries(
    visit.byType,
  )
    .map(([type, bytes]) => `${type} ${kib(bytes)}`)
    .join(', ')})`

test('/leaderboard’s first visit with 50 avatars asks for their sizes only and stays within 250 KiB', async ({
  page,
  admin,
}, testInfo) => {
  test.setTimeout(240_000)
  const members = await seedAvatarMembers(BASE_URL, admin.token)
  try {
    const { firstVisit, wholeTable } = await leaderboardVisit(page, '/leaderboard', { avatars: AVATAR_MEMBERS })
    // The first page is our 50, each with its picture.
    const listed = await page.locator('.leaderboard-table .username').allTextContents()
    expect(listed.map((name) => name.trim()).sort()).toEqual(members.map((member) => member.username).sort())

    const uploaded = members.reduce((sum, member) => sum + member.uploaded, 0)
    const summary = `/leaderboard first visit, ${AVATAR_MEMBERS} avatars: ${weighs(firstVisit)}; after scrolling through the table: ${weighs(wholeTable)}; the pictures as uploaded weigh ${kib(uploaded)} KiB`
    testInfo.annotations.push({ type: 'picture sizes', description: summary })
    console.log(summary)

    // Every picture asked for is a size, never the upload: first the rows in or near view, then all.
    expect(firstVisit.mediaUrls.length).toBeGreaterThan(0)
    expect(wholeTable.mediaUrls.length).toBeGreaterThanOrEqual(AVATAR_MEMBERS)
    expect(wholeTable.mediaUrls.filter((url) => !/\?w=\d+(&crop=16x9)?$/.test(url))).toEqual([])
    const shown = await page
      .locator('.leaderboard-table img.avatar')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc))
    expect(shown).toHaveLength(AVATAR_MEMBERS)
    expect(shown.filter((url) => !/\/api\/media\/[0-9a-f]{64}\?w=(96|256)$/.test(url))).toEqual([])

    expect(kib(firstVisit.bytes)).toBeLessThanOrEqual(FIRST_VISIT_LIMIT_KIB)
  } finally {
    await hideMembers(BASE_URL, members)
  }
})
