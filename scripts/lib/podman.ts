/**
 * Container images on a machine without a Docker engine or a reachable registry: Debian's podman
 * with its own storage (vfs, so no kernel overlay support is needed) under one cache folder, runc
 * as the runtime, and a Bun base image made here from Debian bookworm and the Bun binary npm
 * installed. The base image is kept between runs; everything else is removed by the caller.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall } from './system'

export const CACHE_DIR = process.env.CLUB_IMAGE_CACHE ?? '/var/tmp/gamedev-club-image'
/** Bump when the base image recipe below changes, so a cached one is rebuilt. */
const BASE_RECIPE = 1
export const BASE_IMAGE = `localhost/club-bun-base:${Bun.version}-bookworm-r${BASE_RECIPE}`
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian'

const have = (tool: string) => Bun.which(tool, { PATH: `${process.env.PATH}:/usr/sbin:/sbin` }) !== null

/** podman, runc (crun fails here on ulimits and cgroups), CNI plugins for -p, debootstrap. */
export function ensureTools(): boolean {
  const tools = ['podman', 'runc', 'debootstrap']
  if (tools.every(have) && existsSync('/usr/lib/cni/bridge')) return true
  aptInstall(
    ['podman', 'runc', 'containernetworking-plugins', 'iptables', 'debootstrap'],
    'the image test builds and runs the Dockerfile with podman',
  )
  return tools.every(have)
}

function containersConf(): string {
  const file = join(CACHE_DIR, 'containers.conf')
  writeFileSync(
    file,
    [
      '[containers]',
      'default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  )
  return file
}

export interface Result {
  ok: boolean
  code: number
  stdout: string
  stderr: string
}

function command(args: string[], quiet: boolean) {
  mkdirSync(CACHE_DIR, { recursive: true })
  if (!quiet) console.log(`$ podman ${args.join(' ')}`)
  const storage = ['--root', join(CACHE_DIR, 'storage'), '--runroot', join(CACHE_DIR, 'run'), '--storage-driver', 'vfs']
  return {
    cmd: ['podman', ...storage, ...args],
    options: { env: { ...process.env, CONTAINERS_CONF: containersConf() }, stdout: 'pipe', stderr: 'pipe' } as const,
  }
}

function settle(args: string[], code: number | null, stdout: string, stderr: string, check: boolean): Result {
  const result = { ok: code === 0, code: code ?? -1, stdout, stderr }
  if (check && !result.ok) throw new Error(`podman ${args[0]} failed (${result.code}): ${stderr.slice(-2000)}`)
  return result
}

/** Runs podman on this project's storage. Throws on failure unless `check` is false. */
export function podman(args: string[], { check = true, quiet = false } = {}): Result {
  const { cmd, options } = command(args, quiet)
  const proc = Bun.spawnSync(cmd, options)
  return settle(args, proc.exitCode, proc.stdout.toString(), proc.stderr.toString(), check)
}

/** The same, without blocking the event loop (for calls that wait, while requests are in flight). */
export async function podmanAsync(args: string[], { check = true, quiet = false } = {}): Promise<Result> {
  const { cmd, options } = command(args, quiet)
  const proc = Bun.spawn(cmd, options)
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  return settle(args, await proc.exited, stdout, stderr, check)
}

export const imageExists = (name: string) => podman(['image', 'exists', name], { check: false, quiet: true }).ok

function run(cmd: string[]) {
  const proc = Bun.spawnSync(cmd, { stdout: 'pipe', stderr: 'pipe' })
  if (proc.exitCode !== 0) throw new Error(`${cmd.join(' ')} failed: ${proc.stderr.toString().slice(-2000)}`)
}

/**
 * What the official oven/bun image is, made here: Debian bookworm (minbase, trimmed like
 * bookworm-slim), Bun at /usr/local/bin, a `bun` user with uid 1000. The Bun binary is the one
 * running this script, which npm installed. When this machine trusts an extra certificate
 * authority (a TLS-inspecting proxy), the image trusts it too, or `bun install` cannot reach npm.
 */
export function ensureBaseImage(): string {
  if (imageExists(BASE_IMAGE)) {
    console.log(`• base image ${BASE_IMAGE} (cached)`)
    return BASE_IMAGE
  }
  const started = performance.now()
  const work = mkdtempSync(join(tmpdir(), 'club-base-'))
  const root = join(work, 'root')
  try {
    console.log(`• making ${BASE_IMAGE}: debootstrap bookworm from ${MIRROR}`)
    run(['debootstrap', '--variant=minbase', 'bookworm', root, MIRROR])
    for (const dir of ['usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale', 'var/lib/apt/lists'])
      rmSync(join(root, dir), { recursive: true, force: true })
    run(['sh', '-c', `rm -f ${root}/var/cache/apt/*.bin ${root}/var/cache/apt/archives/*.deb`])
    run(['install', '-m', '0755', process.execPath, join(root, 'usr/local/bin/bun')])
    run(['ln', '-sf', 'bun', join(root, 'usr/local/bin/bunx')])
    run(['chroot', root, 'groupadd', '--gid', '1000', 'bun'])
    run(['chroot', root, 'useradd', '--uid', '1000', '--gid', 'bun', '--shell', '/bin/sh', '--create-home', 'bun'])
    const changes = ['CMD ["/usr/local/bin/bun"]', 'WORKDIR /home/bun/app']
    const extraCa = process.env.NODE_EXTRA_CA_CERTS
    if (extraCa && existsSync(extraCa)) {
      mkdirSync(join(root, 'usr/local/share/ca-certificates'), { recursive: true })
      run(['cp', extraCa, join(root, 'usr/local/share/ca-certificates/host-extra-ca.crt')])
      changes.push('ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/host-extra-ca.crt')
    }
    const tarball = join(work, 'root.tar')
    run(['tar', '-C', root, '-cf', tarball, '.'])
    podman(['import', ...changes.flatMap((change) => ['--change', change]), tarball, BASE_IMAGE])
    console.log(`• base image made in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return BASE_IMAGE
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
