/**
 * Debian's Chromium has no camera. Given `--use-fake-device-for-media-stream` and
 * `--use-file-for-fake-video-capture=FILE.y4m`, it plays that file as the camera instead: this writes
 * one showing a QR code (made with uqr, as the ticket page makes it), so the scanner's real camera
 * path (getUserMedia, then BarcodeDetector or jsQR) reads it.
 */
import { writeFileSync } from 'node:fs'
import { encode } from 'uqr'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 10
const WHITE = 235
const BLACK = 16

/** A YUV4MPEG2 (4:2:0) file of FRAMES identical frames: the code, black on white, centred. */
export function writeQrVideo(file: string, text: string) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  const module = Math.floor(Math.min(WIDTH, HEIGHT) / size)
  const left = Math.floor((WIDTH - size * module) / 2)
  const top = Math.floor((HEIGHT - size * module) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (!data[y]?.[x]) continue
      for (let dy = 0; dy < module; dy++)
        luma.fill(
          BLACK,
          (top + y * module + dy) * WIDTH + left + x * module,
          (top + y * module + dy) * WIDTH + left + (x + 1) * module,
        )
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]))
}
