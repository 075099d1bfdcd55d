export { detectImage, type ImageKind } from './image-content';
export { describeStorage, storageFromConfig } from './from-config';
export { LocalDiskStorage } from './local-disk';
export { S3Storage } from './s3';
export { readImageFiles, readMultipartForm, UPLOAD_MESSAGES, type ImageUpload, type MultipartForm } from './multipart';
export { publicUrl, withStoredImages } from './stored-images';
export { contentTypeOfKey, isValidKey, type FileStorage, type StorageArea, type StoredObject } from './types';
