/** /team's groups of members: /admin → Content previews the team with them. */
export { TeamGroups } from './TeamGroups'
