// Support's inbox of the contact form (issue 35 item 14, decision 044): each message arrives as a
// `contact_message` notification of every support account; /soporte lists them, newest first.
import { formatDate, type Notification } from '@cg/domain';
import { Card, EmptyState } from '@cg/ui';
import * as content from '#app/styles/content.css';
import * as styles from './ContactMessages.css';

export const isContactMessage = (n: Notification) => n.kind === 'contact_message';

export function ContactMessages({ messages }: { messages: readonly Notification[] }) {
  return (
    <section className={content.section} aria-labelledby="mensajes-de-contacto">
      <h2 id="mensajes-de-contacto" className={content.sectionTitle}>
        Mensajes de contacto
      </h2>
      {messages.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Sin mensajes de contacto"
          description="Los mensajes del formulario de contacto aparecen aquí y llegan por email a soporte."
        />
      ) : (
        <ul className={content.list} aria-label="Mensajes de contacto">
          {messages.map((m) => (
            <Card as="li" key={m.id} gap="sm">
              <h3 className={content.cardTitle}>{m.title}</h3>
              <p className={content.meta}>
                <time dateTime={m.createdAt}>{formatDate(m.createdAt, 'short')}</time>
              </p>
              <p className={styles.text}>{m.text}</p>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
