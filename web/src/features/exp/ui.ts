/**
 * EXP as members read it: the ledger (docs/product.md#exp-levels-and-ranks). The student's own
 * history for /profile, and a member's for an admin. Both pages load this lazily (React.lazy), so
 * that this chunk is only ever imported on demand: a chunk imported both ways costs the first view
 * a helper of the bundler's (decision 0126 measured it).
 */
export { ExpHistory } from './ExpHistory'
export { MemberExpHistory } from './MemberExpHistory'
