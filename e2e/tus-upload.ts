/**
 * A zip uploaded by the tus protocol (creation, then one PATCH) to the server at `baseUrl`; the
 * upload's id. No Playwright in here, so scripts (scripts/measure-games.ts) use it too.
 */
export async function uploadZipTo(baseUrl: string, token: string, zip: Uint8Array): Promise<string> {
  const created = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(zip.byteLength) },
  })
  const location = created.headers.get('location')
  if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}`)
  const patched = await fetch(new URL(location, baseUrl), {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Blob([new Uint8Array(zip)]),
  })
  if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}: ${await patched.text()}`)
  return new URL(location, baseUrl).pathname.split('/').filter(Boolean).at(-1) ?? ''
}
