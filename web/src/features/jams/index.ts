/**
 * Jams' data for other parts of the app (the server's first view of a jam's page reads what the
 * page shows). The pages themselves load on demand (ui.ts), outside the landing page's first view.
 */
export { entrantsQuery, entriesQuery, jamQuery, jamsQuery, resultsQuery, teamPostsQuery } from './queries'
