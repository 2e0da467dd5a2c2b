import { expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routeStyleSheets, starterScript, withFirstView } from './first-view'

const INDEX =
  '<html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>'

test('the view goes inside #root, its data beside it where no text in it can end the script', () => {
  const html = withFirstView(
    INDEX,
    { html: '<main>Events</main>', state: { text: '</script><script>alert(1)</script>\u2028' }, routes: [] },
    ['/assets/jams.css'],
  )
  expect(html).toContain('<div id="root"><main>Events</main></div>')
  const data = /<script type="application\/json" id="first-view">(.*?)<\/script>/.exec(html)?.[1] ?? ''
  expect(data).not.toContain('<')
  expect(JSON.parse(data)).toEqual({ text: '</script><script>alert(1)</script>\u2028' })
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/jams.css">\n  </head>')
  expect(html.indexOf('id="first-view"')).toBeLessThan(html.indexOf('src="/a.js"'))
})

test('an index.html without an empty root is refused, not served half-made', () => {
  expect(() => withFirstView('<div id="root">x</div>', { html: '', state: {}, routes: [] })).toThrow()
})

test('a route’s style sheets come from the build’s manifest, without those the page links already', () => {
  const dist = mkdtempSync(join(tmpdir(), 'first-view-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
      'src/routes/jams_.$slug.tsx?tsr-split=component': {
        file: 'assets/jam.js',
        css: ['assets/jams.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/index.css'] },
      'src/routes/index.tsx': { file: 'assets/landing.js', css: ['assets/landing.css'] },
    }),
  )
  const sheets = routeStyleSheets(dist)
  expect(sheets(['__root__', '/jams_/$slug'])).toEqual(['/assets/jams.css', '/assets/shared.css'])
  expect(sheets(['__root__', '/'])).toEqual(['/assets/landing.css'])
  expect(sheets(['/nowhere'])).toEqual([])
  expect(routeStyleSheets(join(dist, 'missing'))(['/'])).toEqual([])
})

test('a drawn page gets the starter in place of the app’s script, the app’s modules kept for when it starts', () => {
  const index =
    '<html><head><script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime.js">\n    <link rel="modulepreload" crossorigin href="/assets/app-core.js">\n    <link rel="stylesheet" crossorigin href="/assets/app-core.css">\n</head><body><div id="root"></div></body></html>'
  const html = withFirstView(index, { html: '<main>Events</main>', state: {}, routes: [] }, [], '/assets/start.js')
  expect(html).toContain(
    '<script type="module" crossorigin src="/assets/start.js" data-app="/assets/index.js" data-preload="/assets/runtime.js /assets/app-core.js"></script>',
  )
  // Nothing fetches the app before it starts; its style sheets stay, the page is drawn with them.
  expect(html).not.toContain('modulepreload')
  expect(html).not.toContain('src="/assets/index.js"')
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-core.css">')
  // Without a starter in the build, the page keeps the app's own script.
  expect(withFirstView(index, { html: '', state: {}, routes: [] })).toContain('src="/assets/index.js"')
})

test('the starter’s address is read from the build’s manifest', () => {
  const dist = mkdtempSync(join(tmpdir(), 'first-view-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/start.ts': { file: 'assets/start-abc.js', isEntry: true },
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
    }),
  )
  expect(starterScript(dist)).toBe('/assets/start-abc.js')
  // The page's own entry, not the first entry listed, holds the sheets the page links already.
  expect(routeStyleSheets(dist)(['/'])).toEqual([])
  expect(starterScript(join(dist, 'missing'))).toBeNull()
})
