/** The games UI that other features embed: "Your games" on /profile, and the games' cards (a member's page). */
export { GameCard } from './GameCard'
export { MyGames } from './MyGames'
