// The one module that imports antd (docs/architecture.md, "Rules the lint enforces", 7). Shared modules are not tree-shaken, so only
// the components the app uses are re-exported here; add one when a screen needs it.
export { Alert, Button, Checkbox, Flex, Input, Modal, Radio, Select, Skeleton, Tabs, Tag } from 'antd';
export type { ButtonProps, CardProps, CheckboxProps, InputProps, ModalProps, RadioChangeEvent, SelectProps, TabsProps } from 'antd';
export { Card } from './Card';
export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export { tokens } from './tokens';
export type { UiMode } from './tokens';
// Our own components, the same on every screen. Those that need no antd come through the plain
// entry by its package name: one shared instance whichever entry a screen imports them from.
export {
  BeatTempo,
  ColorPicker,
  Field,
  LoadFailed,
  MessageImages,
  MessageText,
  MusicPreviewButton,
  MusicPreviewProvider,
  TapTempo,
  tempoText,
  TicketThread,
  useMusicPreview,
  useShownErrors,
} from '@blockbeat/ui/plain';
export type {
  BeatTempoProps,
  ColorPickerProps,
  FieldControlProps,
  FieldProps,
  LoadFailedProps,
  MessageImage,
  MusicPreviewApi,
  MusicPreviewButtonProps,
  MusicPreviewProviderProps,
  PreviewRequest,
  ShownErrors,
  TapTempoProps,
  ThreadMessage,
  TicketThreadProps,
} from '@blockbeat/ui/plain';
export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
