import { createFileRoute } from '@tanstack/react-router'
import { StayTunedPage } from '../features/stay-tuned/StayTunedPage'

export const Route = createFileRoute('/stay-tuned')({ component: StayTunedPage })
