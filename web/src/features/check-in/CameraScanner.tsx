import { useEffect, useRef, useState } from 'react'
import { createDecoder } from './qr-decoder'

/** Between two reads of the camera. */
const FRAME_MS = 150
/** The same code in front of the camera is one scan, not one per frame. */
const SAME_CODE_MS = 3_000

type CameraState =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'on'; decoder: string }
  | { kind: 'failed'; message: string }

/** The phone's camera reading tickets; started by the admin (the browser asks for permission). */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const [state, setState] = useState<CameraState>({ kind: 'off' })
  const video = useRef<HTMLVideoElement>(null)
  const onCodeRef = useRef(onCode)
  onCodeRef.current = onCode

  const running = state.kind === 'starting' || state.kind === 'on'
  useEffect(() => {
    if (!running) return
    let stopped = false
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const last = { text: '', at: 0 }
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser gives no access to a camera')
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        const { decode, kind } = await createDecoder()
        const element = video.current
        if (stopped || !element) return
        element.srcObject = stream
        await element.play()
        setState({ kind: 'on', decoder: kind === 'native' ? 'the browser’s barcode reader' : 'jsQR' })
        const read = async () => {
          if (stopped) return
          const text = await decode(element).catch(() => null)
          const now = Date.now()
          if (text && (text !== last.text || now - last.at > SAME_CODE_MS)) onCodeRef.current(text)
          if (text) Object.assign(last, { text, at: now })
          timer = setTimeout(read, FRAME_MS)
        }
        void read()
      } catch (error) {
        if (!stopped)
          setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The camera could not start' })
      }
    })()
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [running])

  return (
    <section className="scanner-camera" aria-labelledby="camera-heading">
      <h2 id="camera-heading">Camera</h2>
      <video
        ref={video}
        className={running ? 'camera-view' : 'camera-view hidden'}
        muted
        playsInline
        aria-label="Camera view"
      />
      <p className="camera-status" role="status">
        {state.kind === 'starting' && 'Starting the camera…'}
        {state.kind === 'on' && `Reading QR codes with ${state.decoder}.`}
        {state.kind === 'failed' &&
          `The camera did not start: ${state.message}. Type the ticket code or find the student by name.`}
      </p>
      <button
        type="button"
        className="button small"
        onClick={() => setState(running ? { kind: 'off' } : { kind: 'starting' })}
      >
        {running ? 'Stop camera' : 'Start camera'}
      </button>
    </section>
  )
}
