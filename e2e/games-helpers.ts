/**
 * Games for the games specs: zips made in the test (fflate), a maker with a verified address, and
 * a published game with a build put there through the API (tus upload, then POST …/build), so
 * each spec acts in the browser only where its point is.
 */
import { randomBytes } from 'node:crypto'
import { brotliCompressSync } from 'node:zlib'
import { strToU8, type Zippable, zipSync } from 'fflate'
import { type Account, api, bearer, createCompleteAccount } from './fixtures'
import { verifyByMail } from './mail'
import { BASE_URL } from './playwright.config'
import { uploadZipTo } from './tus-upload'

/** A member whose email is verified: only they may create games. */
export async function createMaker(): Promise<Account> {
  const account = await createCompleteAccount()
  const verified = await verifyByMail(BASE_URL, account.email, account.password)
  return { ...account, token: verified.token }
}

const page = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><pre id="report">running</pre><script src="${script}"></script></body></html>`

/**
 * A small game in one top folder, as engines export it: its script writes "Hello from <title>",
 * and `padding` bytes of noise (which do not compress) make the upload take a while.
 */
export function helloBuild(title: string, padding = 0): Uint8Array {
  const files: Zippable = {
    [`${title}/index.html`]: strToU8(page(title, 'game.js')),
    [`${title}/game.js`]: strToU8(`document.getElementById('report').textContent = 'Hello from ${title}'`),
  }
  if (padding > 0) files[`${title}/assets/level.bin`] = [new Uint8Array(randomBytes(padding)), { level: 0 }]
  return zipSync(files)
}

/**
 * A hostile build: it tries to read the app's token, call the API with it, navigate the app's tab
 * and frame an app page, then counts its own saves in localStorage and IndexedDB. Everything it
 * saw goes to #report as JSON, with `done: true` once every attempt has run.
 */
export function hostileBuild(appUrl: string): Uint8Array {
  const script = `
const APP = ${JSON.stringify(appUrl)}
const report = {}
const blocked = (error) => 'blocked: ' + (error && error.name)
async function idbCount() {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('saves', 1)
    open.onupgradeneeded = () => open.result.createObjectStore('kv')
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  const store = (mode) => db.transaction('kv', mode).objectStore('kv')
  const before = await new Promise((resolve, reject) => {
    const get = store('readonly').get('count')
    get.onsuccess = () => resolve(get.result || 0)
    get.onerror = () => reject(get.error)
  })
  await new Promise((resolve, reject) => {
    const put = store('readwrite').put(before + 1, 'count')
    put.onsuccess = resolve
    put.onerror = () => reject(put.error)
  })
  return before + 1
}
;(async () => {
  try { report.appToken = String(window.top.localStorage.getItem('token')) } catch (e) { report.appToken = blocked(e) }
  try { report.appCookie = String(window.parent.document.cookie) } catch (e) { report.appCookie = blocked(e) }
  report.ownToken = localStorage.getItem('token')
  const token = report.appToken.startsWith('blocked') ? report.ownToken : report.appToken
  try {
    const answer = await fetch(APP + '/api/user/profile', {
      credentials: 'include',
      headers: token ? { authorization: 'Bearer ' + token } : {},
    })
    report.api = 'answered ' + answer.status
  } catch (e) { report.api = blocked(e) }
  try { window.top.location.href = APP + '/hacked'; report.topNavigation = 'no error' } catch (e) { report.topNavigation = blocked(e) }
  const frame = document.createElement('iframe')
  frame.id = 'app-frame'
  frame.src = APP + '/profile'
  await new Promise((resolve) => { frame.onload = resolve; document.body.append(frame) })
  try { report.framedApp = frame.contentDocument ? 'readable: ' + frame.contentDocument.title : 'unreadable' } catch (e) { report.framedApp = blocked(e) }
  const saves = Number(localStorage.getItem('saves') || 0) + 1
  localStorage.setItem('saves', String(saves))
  report.localStorageSaves = saves
  try { report.indexedDbSaves = await idbCount() } catch (e) { report.indexedDbSaves = blocked(e) }
  report.done = true
  document.getElementById('report').textContent = JSON.stringify(report)
})()
`
  return zipSync({ 'index.html': strToU8(page('Hostile', 'hostile.js')), 'hostile.js': strToU8(script) })
}

/** A threaded build: its page and a Worker say whether they are cross-origin isolated. */
export function threadedBuild(): Uint8Array {
  const script = `
const worker = new Worker('worker.js')
worker.onmessage = (event) => {
  document.getElementById('report').textContent = JSON.stringify({
    crossOriginIsolated: self.crossOriginIsolated,
    sharedArrayBuffer: typeof SharedArrayBuffer === 'function' && new SharedArrayBuffer(8).byteLength === 8,
    worker: event.data,
  })
}
worker.onerror = () => { document.getElementById('report').textContent = JSON.stringify({ crossOriginIsolated: self.crossOriginIsolated, worker: 'failed' }) }
`
  return zipSync({
    'index.html': strToU8(page('Threads', 'main.js')),
    'main.js': strToU8(script),
    'worker.js': strToU8('postMessage({ crossOriginIsolated: self.crossOriginIsolated })'),
  })
}

export const BROTLI_TEXT = 'The brotli payload arrived intact.'

/** A build whose data is stored brotli-compressed (data.txt.br), as Unity and Godot export it. */
export function brotliBuild(): Uint8Array {
  const script = `fetch('data.txt').then((r) => r.text()).then((text) => { document.getElementById('report').textContent = text })`
  return zipSync({
    'index.html': strToU8(page('Brotli', 'main.js')),
    'main.js': strToU8(script),
    'data.txt.br': [new Uint8Array(brotliCompressSync(strToU8(BROTLI_TEXT))), { level: 0 }],
  })
}

/** Uploads a zip by the tus protocol to the shared server; the upload's id. */
export const uploadZip = (token: string, zip: Uint8Array) => uploadZipTo(BASE_URL, token, zip)

/** A published game of `maker` with `zip` as its build. */
export async function publishedGame(
  maker: Account,
  title: string,
  zip: Uint8Array,
  build: { width?: number; height?: number; sharedArrayBuffer?: boolean } = {},
) {
  const created = await api.games.post({ title, tagline: `${title}, made for the tests` }, bearer(maker.token))
  if (created.error) throw new Error(`create game: ${created.status} ${JSON.stringify(created.error.value)}`)
  const uploadId = await uploadZip(maker.token, zip)
  const attached = await api.games({ id: created.data._id }).build.post({ uploadId, ...build }, bearer(maker.token))
  if (attached.error) throw new Error(`attach build: ${attached.status} ${JSON.stringify(attached.error.value)}`)
  const published = await api.games({ id: created.data._id }).put({ status: 'published' }, bearer(maker.token))
  if (published.error) throw new Error(`publish: ${published.status} ${JSON.stringify(published.error.value)}`)
  return published.data
}
