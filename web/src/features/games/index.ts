/**
 * Games (docs/product.md#games): what route loaders use. The screens are GamesPage.tsx,
 * GamePage.tsx and GameEditorPage.tsx, which their routes load on demand.
 */
export { type GamesSearch, gameQuery, gamesQuery, isAcceptedMaker, myGamesQuery } from './queries'
