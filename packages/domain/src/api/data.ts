// "Your data" (decision 035): one's own as a file (JSON), and such a file imported into one's
// own account (the body is the file, sent as it is and read by the use case).
import { rawText, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { PersonalData, PersonalImportSummary } from '#src/contract';

export const data = {
  exportMine: route<PersonalData>()('GET', '/me/data'),
  importMine: route<PersonalImportSummary, string>()('POST', '/me/data', { via: 'text' }),
};

export const dataShapes = (): ShapesOf<typeof data> => ({
  importMine: rawText,
});
