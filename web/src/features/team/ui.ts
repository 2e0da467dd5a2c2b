/** /team's card of one member: /admin → Content previews the team with it. */
export { MemberCard } from './MemberCard'
