/** The storage the configuration asks for: an S3-compatible bucket when S3_BUCKET is set, else the local disk under DATA_DIR. */
import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { FileStorage } from './types';

export function storageFromConfig(config: AppConfig): FileStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage({ public: config.uploadsDir, private: path.join(config.dataDir, 'private') });
}

/** 's3://bucket (endpoint)' or 'local disk (folder)', for the start-up log. */
export function describeStorage(config: AppConfig): string {
  if (config.s3) return `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
  return `local disk (${config.uploadsDir})`;
}
