// Photos for the stories that need no network: 8×8 PNGs of one colour, as files a person would pick.

const PNGS = {
  slate: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNIKenGihiGlgQApAZYwVvnJOAAAAAASUVORK5CYII=',
  teal: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII=',
  amber: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPYEsyJFTEMLQkAvQ5EAYdARGkAAAAASUVORK5CYII=',
} as const;

/** A picked PNG photo named `name`, all of colour `colour`. */
export function samplePhoto(name: string, colour: keyof typeof PNGS = 'slate'): File {
  const bytes = Uint8Array.from(atob(PNGS[colour]), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
