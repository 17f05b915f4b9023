/**
 * The shapes the API checks before a use case runs (decision 035): each area's `…Shapes()` gives,
 * for every route that takes an input, a zod schema of it — derived from the domain's own input
 * schema where there is one, so that a field added to a command reaches the wire with no edit
 * here. A shape refuses what is not the site's request (not an object, a field sent twice, a file
 * where text goes): the API answers 400 'Solicitud no válida'. What the values say is the use
 * case's to judge, with its Spanish messages (422): a shape never refuses content.
 *
 * Kept apart from the routes (`route.ts`) and built on first use: the site's HTTP adapter carries
 * the routes, never zod (decision 024).
 */
import { z } from 'zod';
import type { AnyRoute, BodyOf } from '#src/api/route';

/** Ids are the domain's (UUIDs and a few fixed ones): anything else names nothing here (the API answers 404). */
export const idParam = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** For every route of an area that takes an input, the schema of that input. */
export type ShapesOf<A extends Record<string, AnyRoute>> = {
  readonly [K in keyof A as A[K]['via'] extends 'none' ? never : K]: z.ZodType<BodyOf<A[K]>>;
};

/** Names the keys of `T` that a field list leaves out (a compile error says which). */
type Exhaustive<T, K> = [Exclude<keyof T, K>] extends [never]
  ? unknown
  : { readonly missingFields: Exclude<keyof T, K> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const record = z.custom<Record<string, unknown>>(isRecord);

/** The keys of a domain input schema: its form's text fields, its JSON body's fields. */
export const keysOf = <S extends z.ZodObject>(schema: S) => Object.keys(schema.shape) as (keyof z.input<S> & string)[];

/**
 * A JSON body for a use case with an input schema: an object, of which the schema's keys are kept
 * (anything else dropped), each value as sent. Typed as the use case's input, which validates it:
 * read a field here only through `asText`.
 */
export function jsonOf<S extends z.ZodObject>(schema: S): z.ZodType<z.input<S>> {
  const keys = keysOf(schema);
  return record.transform((body) =>
    Object.fromEntries(keys.filter((key) => Object.hasOwn(body, key)).map((key) => [key, body[key]])),
  ) as unknown as z.ZodType<z.input<S>>;
}

/**
 * A JSON body for an input the contract types without a schema (`WithdrawInput`): its fields
 * listed once, every key of `T` required by the compiler.
 */
export function json<T>() {
  return (fields: { readonly [K in keyof T]-?: z.ZodType<T[K]> }): z.ZodType<T> =>
    z.object(fields) as unknown as z.ZodType<T>;
}

/** A value as the use case reads text: anything but a string (absent, a number, a list) is '', refused there. */
export const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : ''));
/** A string, or nothing when anything else came. */
export const optionalText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : undefined));
/** A value as the use case reads a number: anything but a number is NaN, refused there. */
export const number = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'number' ? v : Number.NaN));
/** A number as typed (`"3"` or `3`), or nothing when absent; the use case judges it. */
export const optionalNumber = z
  .unknown()
  .optional()
  .transform((v) => (v === undefined ? undefined : Number(v)));

/** A value the use case checks whole (billing details against its schema). */
export const unchecked = z.unknown();

/** One of a few words (anything else is not the site's request: 400). */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** A server-side read of a field a `jsonOf` body passed through unchecked. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

const blobOrText = z.union([z.instanceof(Blob), z.string()]);
const nonEmpty = (v: unknown): v is Blob => v instanceof Blob && v.size > 0;
/** One text field: a file or a repeated field is refused (400); absent is '' (an empty input). */
const formText = z
  .string()
  .optional()
  .transform((v) => v ?? '');
/** One file: an empty part or a text is no file (null); a repeated field is refused (400). */
const formFile = blobOrText.optional().transform((v) => (nonEmpty(v) ? v : null));
/** A field that may repeat (a dispute's photos): every non-empty file sent under its name. */
const formFiles = z
  .union([blobOrText, z.array(blobOrText)])
  .optional()
  .transform((v) => [v ?? []].flat().filter(nonEmpty));

/**
 * A multipart form for a use case's command: `text` its text fields (a domain schema's `keysOf`),
 * `file` its single files, `files` its repeated files — together every key of `T`, or the
 * compiler names the missing one. Any other field is ignored when sent once and refused when
 * repeated, as before (a list is only read where the route asked for one).
 */
export function form<T>() {
  return <
    const X extends readonly string[],
    const F extends readonly string[] = readonly [],
    const R extends readonly string[] = readonly [],
  >(
    fields: { readonly text: X; readonly file?: F; readonly files?: R } & Exhaustive<
      T,
      X[number] | F[number] | R[number]
    >,
  ): z.ZodType<T> => {
    const entries = [
      ...fields.text.map((name) => [name, formText] as const),
      ...(fields.file ?? []).map((name) => [name, formFile] as const),
      ...(fields.files ?? []).map((name) => [name, formFiles] as const),
    ];
    const names = new Set(entries.map(([name]) => name));
    return z
      .object(Object.fromEntries(entries))
      .catchall(blobOrText)
      .transform((read) =>
        Object.fromEntries(Object.entries(read).filter(([name]) => names.has(name))),
      ) as unknown as z.ZodType<T>;
  };
}

/**
 * A query string read by a domain schema of filters, field by field: each value as text, else as
 * a number; a value its field refuses either way is left out (an edited URL shows the list, never
 * an error), as is any key the schema does not name.
 */
export function queryFrom<S extends z.ZodObject>(schema: S): z.ZodType<z.output<S>> {
  const fields = Object.entries<z.ZodType>(schema.shape);
  return record.transform((raw) => {
    const out: Record<string, unknown> = {};
    for (const [key, field] of fields) {
      const value = raw[key];
      if (typeof value !== 'string' || value === '') continue;
      const asNumber = Number(value);
      const read = [field.safeParse(value), Number.isFinite(asNumber) ? field.safeParse(asNumber) : null].find(
        (result) => result?.success,
      );
      if (read?.data !== undefined) out[key] = read.data;
    }
    return out as z.output<S>;
  });
}

/** A body sent as it is: a "your data" file, read by its use case. */
export const rawText = z.string();
