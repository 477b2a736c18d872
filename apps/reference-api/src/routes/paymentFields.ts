// Fields the payment calls share: the wallet's headers, checkout's card paths and Get payment's query.
import { appNames } from '@aisle/contracts';
import { z } from 'zod';
import { normaliseAppName } from '../http/fields';

/** An app of the wallet spec, in any case and spacing: 'clicklist' is CLICKLIST. */
export const appName = (field: string) =>
  z
    .string()
    .transform(normaliseAppName)
    .pipe(z.enum(appNames, { error: `${field} must be one of ${appNames.join(', ')}` }));

/** 'true' or 'false', in any case. */
export const flag = (field: string) =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['true', 'false'], { error: `${field} must be true or false` }))
    .transform((value) => value === 'true');
