import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

// The public base must give URLs the contract's ImageUrlSchema accepts (the shop's /uploads/
// paths or https URLs without credentials), or every product saved with one would be refused.
const publicBase = z
  .url({ protocol: /^https$/, error: 'must be an https URL, as product images must be' })
  .refine((value) => {
    // Zod runs this even after the URL check failed; that failure is reported already.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return !url.username && !url.password && !url.search && !url.hash;
  }, 'must be a plain https base, without credentials, query or fragment');

const NEEDS_BUCKET = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'];

/** The object storage settings (README, "Configuration"); config.ts adds them to its own. */
export const StorageEnvSchema = z
  .object({
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
          error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
        })
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.pipe(
      z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    ),
    S3_PUBLIC_URL: optionalText.pipe(publicBase.optional()),
  })
  .superRefine((env, ctx) => {
    // Half a configuration would leave pictures on one process's disk without a word.
    for (const name of NEEDS_BUCKET) {
      if (!env.S3_BUCKET && env[name as keyof typeof env]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is set, but S3_BUCKET is not' });
      }
    }
    const [id, secret] = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const other = id ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
    }
  });

/** Where uploads go: the bucket when S3_BUCKET is set, else `uploadsDir`. */
export function storageConfig(env: z.infer<typeof StorageEnvSchema>, dataDir: string) {
  return {
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          /** Unset: AWS itself, for the region. */
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          /** Unset: the SDK's own credential chain (an instance or task role, ...). */
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<host>/<key>` (MinIO and the like). */
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          /** Where browsers fetch objects directly (a CDN, the bucket's own address), if anywhere. */
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
  };
}

export type S3Settings = NonNullable<ReturnType<typeof storageConfig>['s3']>;
