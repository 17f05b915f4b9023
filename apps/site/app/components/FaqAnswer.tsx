import { Link } from '@cg/ui';
import type { Faq } from '#app/lib/faqs';

/** A question's answer as its paragraph of text and links (/faq and the help centre's results). */
export function FaqAnswer({ faq }: { faq: Faq }) {
  return (
    <p>
      {faq.answer.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={i} href={part.href}>
            {part.text}
          </Link>
        ),
      )}
    </p>
  );
}
