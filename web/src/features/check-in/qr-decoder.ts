/**
 * Reading QR codes from the camera: the browser's own BarcodeDetector where it has one that reads
 * QR codes (Android, macOS, ChromeOS), else jsQR, a small pure-JavaScript decoder loaded only now,
 * on the scanner page (docs/product.md#check-in-at-the-door).
 */

type Decode = (video: HTMLVideoElement) => Promise<string | null>

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

/** Frames are read at most this wide: enough for a phone held at arm's length, cheap to decode. */
const MAX_WIDTH = 640

async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null
    const detector = new Detector({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  } catch {
    return null
  }
}

async function jsqrDecoder(): Promise<Decode> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This browser cannot read images from the camera')
  return async (video) => {
    if (!video.videoWidth) return null
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}

/** The best decoder this browser has, and which one it is (shown to the admin). */
export async function createDecoder(): Promise<{ decode: Decode; kind: 'native' | 'jsqr' }> {
  const native = await nativeDecoder()
  return native ? { decode: native, kind: 'native' } : { decode: await jsqrDecoder(), kind: 'jsqr' }
}
