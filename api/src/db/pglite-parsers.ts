/**
 * drizzle passes the same result parsers with every PGlite query (timestamps, dates, intervals and
 * their arrays left as text: drizzle maps those columns itself), and PGlite merges them into a
 * copy of its table of about 320 parsers each time: 100–250 µs of the thread per query, as much
 * as reading a user by primary key (measured in docs/decisions/0171). The same parsers are
 * installed once on the client instead, and the per-query copies are dropped before PGlite sees
 * them. Queries that ask for any other parser keep theirs.
 */
import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite'

const asText = (value: string) => value

/** What drizzle-orm/pglite/session.js passes with every query (pglite-parsers.test.ts checks it). */
export const TEXT_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
}

/** The options without `parsers` when those are all installed on the client already. */
function withoutInstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers
  if (!parsers) return options
  for (const key in parsers) if (!(key in TEXT_PARSERS)) return options
  const { parsers: _, ...rest } = options
  return rest
}

type Query = PGlite['query']

/**
 * `client` as drizzle should see it: the text parsers installed once it is ready, `query` (also
 * inside transactions) without per-query parser copies; everything else is the client itself.
 */
export function withInstalledParsers(client: PGlite): PGlite {
  // PGlite sets the array types' parsers while starting: these go on top once it has.
  const installed = client.waitReady.then(() => {
    Object.assign(client.parsers, TEXT_PARSERS)
  })
  const query =
    (run: Query): Query =>
    async (text, params, options) => {
      await installed
      return run(text, params, withoutInstalledParsers(options))
    }
  const bound = (target: object, prop: string | symbol) => {
    const value = Reflect.get(target, prop, target)
    // Methods run on the real object: PGlite's private fields are not on the proxy.
    return typeof value === 'function' ? value.bind(target) : value
  }
  const wrapTransaction = (tx: Transaction): Transaction => {
    const txQuery = query(tx.query.bind(tx) as Query)
    return new Proxy(tx, { get: (target, prop) => (prop === 'query' ? txQuery : bound(target, prop)) })
  }
  const clientQuery = query(client.query.bind(client) as Query)
  const transaction: PGlite['transaction'] = (callback) => client.transaction((tx) => callback(wrapTransaction(tx)))
  return new Proxy(client, {
    get: (target, prop) =>
      prop === 'query' ? clientQuery : prop === 'transaction' ? transaction : bound(target, prop),
  })
}
