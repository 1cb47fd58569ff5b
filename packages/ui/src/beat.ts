// `@blockbeat/ui/beat`: the tempo line and tap tempo (issue 27). Deliberately not a shared module
// (mf-config's SHARED_SINGLETONS), like `./dialog`: the shared player uses it, and a shared
// module's own chunk is fetched outside the screen's files, so the service worker's copy of the
// shared player (kept from the screen's files for offline play) would lack it. Each app that
// shows a tempo carries its own small copy.
export { BeatTempo, tempoText } from './BeatTempo';
export type { BeatTempoProps } from './BeatTempo';
export { TapTempo } from './TapTempo';
export type { TapTempoProps } from './TapTempo';
