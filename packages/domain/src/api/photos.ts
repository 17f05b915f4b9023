// Photos (decision 035): a request's photo is public with its request; a dispute's photos are
// served only to the order's two parties and support. The answer is the image itself.
import { route } from '#src/api/route';

export const photos = {
  read: route<Blob>()('GET', '/photos/:id'),
};
