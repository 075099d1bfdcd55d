/**
 * File storage in an S3-compatible object store (AWS S3, MinIO, Ceph, s3rver...), so every API replica reads
 * and writes the same files. One bucket; the public and private areas are two prefixes in it. The bucket
 * itself stays private: public files are served by the API's /uploads/ route (or a CDN in front of it).
 * Credentials come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, a role).
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { contentTypeOfKey, type FileStorage, isValidKey, type StorageArea, type StoredObject } from './types';

export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        maxAttempts: 3,
      });
  }

  private objectKey(area: StorageArea, key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return [this.settings.prefix, area, key].filter(Boolean).join('/');
  }

  async put(area: StorageArea, key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key), Body: data, ContentType: contentType }));
  }

  async get(area: StorageArea, key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key) }));
      if (!object.Body) return null;
      // the type follows our generated key, as on the local disk, whatever metadata the store kept
      return { data: Buffer.from(await object.Body.transformToByteArray()), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async remove(area: StorageArea, key: string): Promise<void> {
    // S3 answers a delete of a missing key with success
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
