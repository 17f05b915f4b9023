// The zod schemas of the domain's enumerations. The values, their labels and their types live in
// `#src/labels`, which has no zod (decision 024); they are re-exported here (`@public`: the
// package's index reads them from `#src/labels`), so imports from `#src/enums` keep working.
import { z } from 'zod';
import {
  CATEGORIES,
  CURRENCIES,
  DOCUMENT_TYPES,
  ENTRY_WAYS,
  PROVINCES,
  REQUEST_STATUSES,
  SPACE_SIZES,
  VERIFICATION_STATUSES,
} from '#src/labels';

export {
  CATEGORIES,
  /** @public */ CATEGORY_LABELS,
  CURRENCIES,
  DEFAULT_DIAL_CODE,
  /** @public */ DIAL_CODES,
  DOCUMENT_TYPES,
  ENTRY_WAYS,
  /** @public */ ENTRY_WAY_LABELS,
  PROVINCES,
  REQUEST_STATUSES,
  SPACE_SIZES,
  /** @public */ SPACE_SIZE_LABELS,
  /** @public */ VERIFICATION_STATUS_LABELS,
  /** @public */ statusLabel,
} from '#src/labels';
export type {
  Category,
  Currency,
  DialCode,
  DocumentType,
  EntryWay,
  Province,
  RequestStatus,
  SpaceSize,
  VerificationStatus,
} from '#src/labels';

export const currencySchema = z.enum(CURRENCIES);
export const categorySchema = z.enum(CATEGORIES);
export const spaceSizeSchema = z.enum(SPACE_SIZES);
export const provinceSchema = z.enum(PROVINCES);
export const entryWaySchema = z.enum(ENTRY_WAYS);
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
