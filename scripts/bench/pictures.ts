/**
 * /leaderboard's first visit with a full page of members who have pictures (decision 0264): 50
 * members, each with a 1000 × 1000 JPEG of about 400 KB, on a server of its own; the bytes a phone
 * receives, first as a visitor opens the page, then after scrolling through the table, then with
 * the pictures as uploaded (what the page loaded before sizes: every avatar, whole). The seeding
 * and the counting are e2e/picture-sizes.ts's, which e2e/picture-sizes.spec.ts holds to the target.
 */
import { kib, measureLeaderboardFirstVisit, seedAvatarMembers, type VisitBytes } from '../../e2e/picture-sizes'
import { ClubClient } from '../lib/club-client'
import { CHROMIUM } from '../lib/system'
import { PICTURES_KEY, type PicturesVisit } from './results'
import { startClubServer } from './server'

const sized = (visit: VisitBytes) => visit.mediaUrls.every((url) => /\?w=\d+$/.test(url))

export async function benchPictures(log: (line: string) => void): Promise<PicturesVisit> {
  const server = await startClubServer(null)
  try {
    const client = new ClubClient(server.url)
    const admin = await client.signUpAdmin('benchpictures', 'bench-pictures-admin@bench.test', server.grantAdmin)
    const started = performance.now()
    const members = await seedAvatarMembers(server.url, admin.token)
    log(`  ${members.length} members with pictures seeded in ${Math.round((performance.now() - started) / 1000)} s`)
    const sizes = await measureLeaderboardFirstVisit(server.url, CHROMIUM)
    const uploaded = await measureLeaderboardFirstVisit(server.url, CHROMIUM, { asUploaded: true })
    const first = sizes.firstVisit
    const result: PicturesVisit = {
      measured: new Date().toISOString(),
      transferred_kib: kib(first.bytes),
      requests: first.requests,
      pictures: first.mediaUrls.length,
      pictures_kib: kib(first.mediaBytes),
      every_picture_sized: sized(first) && sized(sizes.wholeTable),
      by_type_kib: Object.fromEntries(Object.entries(first.byType).map(([type, bytes]) => [type, kib(bytes)])),
      whole_table_kib: kib(sizes.wholeTable.bytes),
      whole_table_pictures: sizes.wholeTable.mediaUrls.length,
      as_uploaded_kib: kib(uploaded.wholeTable.bytes),
      uploaded_kib: kib(members.reduce((sum, member) => sum + member.uploaded, 0)),
    }
    log(
      `  ${PICTURES_KEY}: ${result.transferred_kib} KiB in ${result.requests} requests (${result.pictures} pictures, ${result.pictures_kib} KiB); whole table ${result.whole_table_kib} KiB (${result.whole_table_pictures} pictures); as uploaded ${result.as_uploaded_kib} KiB`,
    )
    return result
  } finally {
    await server.stop()
  }
}
