/** EXP: the ledger's queries, for route loaders and other features. The UI is in ui.ts. */
export { type ExpEntryJson, myExpHistoryQuery } from './queries'
