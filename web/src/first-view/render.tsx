/**
 * The server's first view (docs/first-view.md): a public page rendered to HTML by the app's own
 * components, with the data its first screen reads, so a phone paints the events, the standings or
 * the games from the first response instead of after the JavaScript and an API round trip. The
 * browser then takes the HTML over (main.tsx hydrates it with the same data) without drawing it again.
 *
 * The API server imports the build of this file (web/dist-server, `bun run build`) and calls it for
 * a page's navigation; the data comes from the API in the same process, signed out (the first view
 * is what anyone may see). Nothing here runs in the browser.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { answerInProcess } from '../api/client'
import { App, createAppRouter } from '../app-router'
import { gamesPublishedQuery } from '../components/games-link'
import { contentQuery } from '../content/site-content'
import { eventQuery, eventsQuery } from '../features/events'
import { gameQuery, gamesQuery } from '../features/games'
import { entrantsQuery, entriesQuery, jamQuery, jamsQuery, resultsQuery, teamPostsQuery } from '../features/jams'
import { leaderboardQuery, leaderboardSearch } from '../features/leaderboard'
import { memberQuery } from '../features/members'
import { setClubTimeZone } from '../lib/dates'
import { createQueryClient } from '../pwa/query-client'

type Prefetch = (queryClient: QueryClient) => Promise<unknown>

const text = (value: string | null, max: number) => (value ?? '').slice(0, max)

/**
 * The pages the server renders, each with what its first screen reads (the queries its components
 * or loaders ask for, signed out). Other pages are served as the bare app, as before.
 */
const PAGES: { path: RegExp; reads: (match: RegExpExecArray, search: URLSearchParams) => Prefetch[] }[] = [
  { path: /^\/(?:about)?$/, reads: () => [] },
  { path: /^\/(?:team|gallery|login)$/, reads: () => [] },
  { path: /^\/events$/, reads: () => [(c) => c.prefetchQuery(eventsQuery())] },
  { path: /^\/events\/([^/]+)$/, reads: ([, id]) => [(c) => c.prefetchQuery(eventQuery(id ?? ''))] },
  {
    path: /^\/leaderboard$/,
    reads: (_, search) => [
      (c) =>
        c.prefetchQuery(
          leaderboardQuery(leaderboardSearch({ period: search.get('period'), page: search.get('page') }), false),
        ),
    ],
  },
  {
    path: /^\/games$/,
    reads: (_, search) => [
      (c) => c.prefetchQuery(gamesQuery({ q: text(search.get('q'), 100), tag: text(search.get('tag'), 24) })),
    ],
  },
  { path: /^\/games\/([^/]+)$/, reads: ([, slug]) => [(c) => c.prefetchQuery(gameQuery(slug ?? ''))] },
  { path: /^\/jams$/, reads: () => [(c) => c.prefetchQuery(jamsQuery())] },
  { path: /^\/jams\/([^/]+)$/, reads: ([, slug]) => [(c) => readJam(c, slug ?? '')] },
  { path: /^\/members\/([^/]+)$/, reads: ([, name]) => [(c) => c.prefetchQuery(memberQuery(name ?? ''))] },
]

/** A jam's page: the jam, then what its phase shows of it (who takes part, the team board, entries, results). */
async function readJam(queryClient: QueryClient, slug: string) {
  const jam = await queryClient.fetchQuery(jamQuery(slug)).catch(() => null)
  if (!jam) return
  await Promise.all([
    queryClient.prefetchQuery(entrantsQuery(jam._id)),
    queryClient.prefetchQuery(teamPostsQuery(jam._id)),
    jam.phase === 'upcoming' ? null : queryClient.prefetchQuery(entriesQuery(jam._id)),
    jam.phase === 'results' ? queryClient.prefetchQuery(resultsQuery(jam._id)) : null,
  ])
}

/** What every page shows around its own part: the committee's content (footer) and the GAMES link. */
const EVERY_PAGE: Prefetch[] = [(c) => c.prefetchQuery(contentQuery), (c) => c.prefetchQuery(gamesPublishedQuery)]

export interface FirstView {
  /** The app's HTML, for `<div id="root">`. */
  html: string
  /** The queries it was rendered from (TanStack Query's dehydrated state), for the browser to start from. */
  state: ReturnType<typeof dehydrate>
  /** The routes drawn ('/jams_/$slug'…): the server links their style sheets. */
  routes: string[]
}

export interface FirstViewOptions {
  /** The API in this process: `app.handle`. */
  api: (request: Request) => Promise<Response>
  /** CLUB_TIME_ZONE: the zone the browser reads from the page's meta tag. */
  timeZone: string
  /** PUBLIC_URL: the site's address as the browser reads it (absolute links such as calendar files). */
  publicUrl: string
}

/** The app's router at `href`, its page's route loaded. */
async function loadedRouter(queryClient: QueryClient, href: string) {
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [href] }))
  await router.load()
  return router
}

/** Sets up the renderer once; the function renders one page (path and search), or null for a page it does not render. */
export function firstViewRenderer({ api, timeZone, publicUrl }: FirstViewOptions) {
  const ready = new Set<(typeof PAGES)[number]>()
  answerInProcess(api, new URL(publicUrl).origin)
  setClubTimeZone(timeZone)
  return async (url: URL): Promise<FirstView | null> => {
    let path = url.pathname
    try {
      path = decodeURIComponent(path)
    } catch {
      return null
    }
    const page = PAGES.map((candidate) => ({ candidate, match: candidate.path.exec(path) })).find(({ match }) => match)
    if (!page?.match) return null
    const queryClient = createQueryClient()
    await Promise.all(
      [...EVERY_PAGE, ...page.candidate.reads(page.match, url.searchParams)].map((read) => read(queryClient)),
    )
    let router = await loadedRouter(queryClient, `${url.pathname}${url.search}`)
    // An address without its search's defaults ('/leaderboard') is answered by the router with a
    // redirect to the full one, which draws nothing: the page is drawn at the full address, as the
    // browser's router shows it (it replaces the address with it when the app starts).
    const search = router.state.matches.length === 0 ? router.matchRoutes(router.state.location).at(-1)?.search : null
    if (search) router = await loadedRouter(queryClient, `${url.pathname}${router.options.stringifySearch(search)}`)
    const app = <App queryClient={queryClient} router={router} />
    // The first time a page is drawn, what it loads lazily (its sections, pending and error
    // components) is waited for; from then on it is at hand and the page is drawn in one pass, as
    // finished HTML (no streaming scripts, which the site's script-src 'self' would refuse).
    if (!ready.has(page.candidate)) {
      const { prelude } = await prerender(app)
      await new Response(prelude).arrayBuffer()
      ready.add(page.candidate)
    }
    const html = renderToString(app)
    const state = dehydrate(queryClient)
    const routes = router.state.matches.map((match) => match.routeId as string)
    queryClient.clear()
    return { html, state, routes }
  }
}
