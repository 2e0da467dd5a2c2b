/**
 * Jams (docs/product.md#jams): the query options of the jam pages. The list and each jam are saved
 * on the device for anyone, like events, so a jam page seen once opens offline with what it showed;
 * what belongs to the signed-in member (their theme votes, what to rate next) goes with the session.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { jamKeys } from '../../api/jam-query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/** GET /api/jams: every jam, newest startsAt first. */
export const jamsQuery = () =>
  queryOptions({
    queryKey: jamKeys.list,
    queryFn: async () => unwrap(await api.jams.get()),
    ...savedOnDevice('everyone'),
  })

export type JamJson = Awaited<ReturnType<ReturnType<typeof jamsQuery>['queryFn'] & {}>>[number]

/** GET /api/jams/:slug. Its `serverTime` and the moment it arrived set the page's clock (clock.ts). */
export const jamQuery = (slug: string) =>
  queryOptions({
    queryKey: jamKeys.one(slug),
    queryFn: async () => unwrap(await api.jams({ id: slug }).get()),
    ...savedOnDevice('everyone'),
  })

/** GET /api/jams/:id/themes: the ideas in the member's own order, with their own vote. */
export const jamThemesQuery = (jamId: string) =>
  queryOptions({
    queryKey: jamKeys.themes(jamId),
    queryFn: async () => unwrap(await api.jams({ id: jamId }).themes.get()),
    ...savedOnDevice('student'),
  })

export type ThemeIdeaJson = Awaited<ReturnType<ReturnType<typeof jamThemesQuery>['queryFn'] & {}>>[number]

/** GET /api/jams/:id/rate-next: up to five entries to rate, the least rated first. */
export const rateNextQuery = (jamId: string) =>
  queryOptions({
    queryKey: jamKeys.rateNext(jamId),
    queryFn: async () => unwrap(await api.jams({ id: jamId })['rate-next'].get()),
    ...savedOnDevice('student'),
  })

export type RateNextJson = Awaited<ReturnType<ReturnType<typeof rateNextQuery>['queryFn'] & {}>>[number]

/** GET /api/jams/:id/entrants: everyone who joined, first joined first. */
export const entrantsQuery = (jamId: string) =>
  queryOptions({
    queryKey: jamKeys.entrants(jamId),
    queryFn: async () => unwrap(await api.jams({ id: jamId }).entrants.get()),
    ...savedOnDevice('everyone'),
  })

export type EntrantJson = Awaited<ReturnType<ReturnType<typeof entrantsQuery>['queryFn'] & {}>>[number]

/** GET /api/jams/:id/team-posts: the looking-for-team board, latest first. */
export const teamPostsQuery = (jamId: string) =>
  queryOptions({
    queryKey: jamKeys.teamPosts(jamId),
    queryFn: async () => unwrap(await api.jams({ id: jamId })['team-posts'].get()),
    ...savedOnDevice('everyone'),
  })

export type TeamPostJson = Awaited<ReturnType<ReturnType<typeof teamPostsQuery>['queryFn'] & {}>>[number]

/**
 * GET /api/jams/:id/entries: the entries, first entered first. Sent with the token, the games in it
 * are as the caller may see them (a maker sees pending credits), so the copy goes with the session.
 */
export const entriesQuery = (jamId: string) =>
  queryOptions({
    queryKey: jamKeys.entries(jamId),
    queryFn: async () => unwrap(await api.jams({ id: jamId }).entries.get()),
    ...savedOnDevice('student'),
  })

export type EntryJson = Awaited<ReturnType<ReturnType<typeof entriesQuery>['queryFn'] & {}>>[number]

/** GET /api/jams/:id/results: from votingClosesAt on, never changing once computed (the audience's votes do). */
export const resultsQuery = (jamId: string) =>
  queryOptions({
    queryKey: jamKeys.results(jamId),
    queryFn: async () => unwrap(await api.jams({ id: jamId }).results.get()),
    ...savedOnDevice('everyone'),
  })
