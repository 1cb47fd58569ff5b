export { assertKey, ObjectNotFoundError, type ByteRange, type ObjectInfo, type ObjectStore } from './object-store';
export { localObjectStore } from './local-store';
export { s3ClientConfig, s3ObjectStore, type S3Location } from './s3-store';
export { createObjectStore, parseStorageUrl, STORAGE_ENV } from './create-object-store';
export { sendObject, type SendObjectOptions, type SendOutcome } from './send-object';
export { namedFiles, type NamedFiles, type SaveOptions } from './named-files';
