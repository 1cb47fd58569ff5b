// The one module that imports antd (DESIGN.md §2). Shared modules are not tree-shaken, so only
// the components the app uses are re-exported here; add one when a screen needs it.
export { Alert, Button, Card, Checkbox, Flex, Input, Modal, Radio, Select, Skeleton, Tabs, Tag } from 'antd';
export type { ButtonProps, CardProps, CheckboxProps, InputProps, ModalProps, RadioChangeEvent, SelectProps, TabsProps } from 'antd';
export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export { tokens } from './tokens';
export type { UiMode } from './tokens';
