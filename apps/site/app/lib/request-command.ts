import { REQUEST_TEXT_FACTS, type Category, type Currency, type PublishRequestCommand } from '@cg/domain';
import { text } from './forms';

/**
 * The request form's command, the same for publishing and editing (decision 036): the form's
 * fields by name, the optional text facts by their list (`REQUEST_TEXT_FACTS`), and the photo.
 */
export function requestCommandOf(data: FormData, image: Blob | null): PublishRequestCommand {
  return {
    productName: text(data, 'productName'),
    productUrl: text(data, 'productUrl'),
    estimatedPrice: text(data, 'estimatedPrice'),
    currency: text(data, 'currency') as Currency,
    country: text(data, 'country'),
    reward: text(data, 'reward'),
    category: text(data, 'category') as Category,
    notes: text(data, 'notes'),
    ...Object.fromEntries(REQUEST_TEXT_FACTS.map((fact) => [fact.key, text(data, fact.key)])),
    image,
  };
}
