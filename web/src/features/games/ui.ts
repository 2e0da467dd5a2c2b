/** The games UI that other features embed: "Your games" on /profile, the games' cards (a member's page), and New game (a jam's Submit entry). */
export { GameCard } from './GameCard'
export { MyGames, NewGameForm } from './MyGames'
