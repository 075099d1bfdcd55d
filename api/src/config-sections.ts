/**
 * Sections of the configuration read from the environment object that config.ts passes in (config.ts stays the
 * only reader of process.env): the S3 store, the invoice supplier, the ICE servers of the consultation room.
 */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT, e.g. http://minio:9000; unset means AWS itself */
  endpoint: string | null;
  region: string;
  /** S3_FORCE_PATH_STYLE: path-style addressing (bucket in the path), on by default for S3-compatible stores */
  forcePathStyle: boolean;
  /** S3_PREFIX: a folder inside the bucket for this shop's files */
  prefix: string;
}

/** The S3 settings when S3_BUCKET is set; credentials come from the AWS SDK's usual environment variables. */
export function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || null,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    forcePathStyle: !['0', 'false'].includes((env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()),
    prefix: (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, ''),
  };
}

export interface InvoiceSupplier {
  name: string;
  address: string;
  /** state name as in the states table; decides CGST+SGST versus IGST */
  state: string;
  gstin: string;
  /** invoice number prefix */
  invoicePrefix: string;
}

export const DEFAULT_SUPPLIER: InvoiceSupplier = {
  name: 'AyurVeda Bazaar Private Limited',
  address: '12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
  state: 'Karnataka',
  gstin: '29AABCA1234F1Z5',
  invoicePrefix: 'AYB',
};

export function supplierFromEnv(env: NodeJS.ProcessEnv): Partial<InvoiceSupplier> {
  const pick = (key: string) => env[key] || undefined;
  const entries = Object.entries({
    name: pick('INVOICE_SUPPLIER_NAME'),
    address: pick('INVOICE_SUPPLIER_ADDRESS'),
    state: pick('INVOICE_SUPPLIER_STATE'),
    gstin: pick('INVOICE_SUPPLIER_GSTIN'),
    invoicePrefix: pick('INVOICE_PREFIX'),
  }).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries);
}

/** STUN only, by default: enough for two browsers on one machine or one network. */
export const DEFAULT_ICE_SERVERS: IceConfig['servers'] = [{ urls: 'stun:stun.l.google.com:19302' }];

export interface IceConfig {
  servers: Array<{ urls: string | string[]; username?: string; credential?: string }>;
  /** the shared secret of coturn's use-auth-secret; unset: TURN entries are passed as configured */
  turnSecret: string | null;
  turnTtlSeconds: number;
  /** 'relay' (ICE_TRANSPORT_POLICY=relay): the browsers send media only through the TURN server */
  transportPolicy: 'all' | 'relay';
}

/** ICE_SERVERS as JSON (default: one public STUN server); a malformed value is refused at start. */
export function iceFromEnv(env: NodeJS.ProcessEnv): IceConfig {
  let servers: IceConfig['servers'] = DEFAULT_ICE_SERVERS;
  if (env.ICE_SERVERS?.trim()) {
    const parsed: unknown = JSON.parse(env.ICE_SERVERS);
    const valid = Array.isArray(parsed) && parsed.every((entry) => entry && typeof entry === 'object' && (typeof entry.urls === 'string' || (Array.isArray(entry.urls) && entry.urls.every((url: unknown) => typeof url === 'string'))));
    if (!valid) throw new Error('ICE_SERVERS must be a JSON list of { "urls": "stun:host:port" | ["turn:host:port"], "username"?, "credential"? }');
    servers = parsed as IceConfig['servers'];
  }
  const transportPolicy = env.ICE_TRANSPORT_POLICY?.trim() || 'all';
  if (transportPolicy !== 'all' && transportPolicy !== 'relay') throw new Error('ICE_TRANSPORT_POLICY must be "all" or "relay"');
  if (transportPolicy === 'relay' && !servers.some((server) => [server.urls].flat().some((url) => /^turns?:/.test(url)))) throw new Error('ICE_TRANSPORT_POLICY=relay needs a turn: server in ICE_SERVERS');
  return { servers, turnSecret: env.TURN_SECRET || null, turnTtlSeconds: Number(env.TURN_TTL_SECONDS ?? 3600) || 3600, transportPolicy };
}
