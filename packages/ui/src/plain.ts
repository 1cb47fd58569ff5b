// `@blockbeat/ui/plain`: our own components that need no antd. A screen drawn without antd (the
// dashboard's first paint) imports them from here and does not load antd (~160 KB gzipped): shared
// modules are not tree-shaken, so anything imported from the main entry brings all of it. The main
// entry re-exports these by this entry's name, so federation gives every app one instance of each
// (one music preview at a time across a screen, whichever entry its parts came from).
export { Field } from './Field';
export type { FieldControlProps, FieldProps } from './Field';
export { ColorPicker } from './ColorPicker';
export type { ColorPickerProps } from './ColorPicker';
export { MusicPreviewButton, MusicPreviewProvider, useMusicPreview } from './MusicPreview';
export type { MusicPreviewApi, MusicPreviewButtonProps, MusicPreviewProviderProps, PreviewRequest } from './MusicPreview';
export { MessageImages, MessageText } from './MessageBody';
export { TicketThread } from './TicketThread';
export type { ThreadMessage, TicketThreadProps } from './TicketThread';
export type { MessageImage } from './MessageBody';
export { LoadFailed } from './LoadFailed';
export type { LoadFailedProps } from './LoadFailed';
export { useShownErrors } from './useShownErrors';
export type { ShownErrors } from './useShownErrors';
export { TapTempo } from './TapTempo';
export type { TapTempoProps } from './TapTempo';
export { addTap, downbeatFromTaps, nudgeDownbeat, tempoFromTaps } from './tapTempo';
export { BeatTempo, tempoText } from './BeatTempo';
export type { BeatTempoProps } from './BeatTempo';
