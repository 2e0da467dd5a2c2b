/**
 * Requests whose Host is the games origin's, on the app's port (one reverse proxy in front of both
 * names, docs/games.md): answered by the games origin before anything of the app runs, so they
 * never reach the API or the PWA and get none of the app's headers. index.ts serves the same
 * handler on GAMES_PORT.
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { gamesOriginHandler } from './serve'

export function gamesHostPlugin({ config, games, servedBuilds }: AppDeps) {
  const gamesHost = new URL(config.gamesOrigin).host.toLowerCase()
  const appHost = new URL(config.publicUrl).host.toLowerCase()
  const serve = gamesOriginHandler({ builds: servedBuilds, storage: games.storage, publicUrl: config.publicUrl })
  return new Elysia({ name: 'games-host' }).onRequest(({ request }) => {
    const host = request.headers.get('host')?.toLowerCase()
    if (host && host === gamesHost && host !== appHost) return serve(request)
  })
}
