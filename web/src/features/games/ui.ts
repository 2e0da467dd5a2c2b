/** The games UI that other features embed: "Your games" on /profile. */
export { MyGames } from './MyGames'
