export { detectImage, type ImageKind } from './image-content';
export { LocalDiskStorage } from './local-disk';
export { MAX_UPLOAD_BYTES, readMultipartForm, UPLOAD_MESSAGES, type ImageUpload, type MultipartForm } from './multipart';
export { publicUrl, withStoredImages } from './stored-images';
export { contentTypeOfKey, isValidKey, type FileStorage, type StorageArea, type StoredObject } from './types';
