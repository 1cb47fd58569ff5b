/** What the client page says once a finished workout is logged, or kept on the device to send later. */
export const SENT_MESSAGE = 'Logged. Your instructor will see it.';
export const QUEUED_MESSAGE = 'Saved on this device: it will be sent to your instructor when you are back online.';
