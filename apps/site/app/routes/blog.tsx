import type { MetaFunction } from '@remix-run/react';
import { formatDate, formatWholeMoney } from '@cg/domain';
import { Button, Card } from '@cg/ui';
import { toast } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [
  { title: 'Blog - Conexión Global' },
  {
    name: 'description',
    content:
      'Consejos para comprar en el exterior y para viajeros que quieren ganar dinero trayendo productos a la Argentina.',
  },
];

const ARTICLES = [
  {
    id: 'ahorrar-comprando-afuera',
    title: 'Cómo ahorrar hasta un 50\u00a0% en productos del exterior',
    excerpt:
      'Compara el precio de importar con el de traer el producto con un viajero y descubre cuánto puedes ahorrar.',
    date: '2025-08-20',
    category: 'Compradores',
  },
  {
    id: 'ganar-dinero-viajando',
    title: 'Gana dinero viajando: guía para viajeros',
    excerpt: `Registra tu viaje, verifica tu identidad y empieza a ganar entre ${formatWholeMoney(5000)} y ${formatWholeMoney(30000)} por producto.`,
    date: '2025-08-12',
    category: 'Viajeros',
  },
  {
    id: 'aduana-sin-sorpresas',
    title: 'Aduana sin sorpresas: qué puedes traer y qué no',
    excerpt: 'Los artículos permitidos, los restringidos y cómo evitar problemas al llegar a la Argentina.',
    date: '2025-07-30',
    category: 'Guías',
  },
] as const;

export default function Blog() {
  return (
    <main className={page.page}>
      <header className={content.header}>
        <h1 className={page.title}>Blog</h1>
        <p className={page.lead}>Historias, guías y consejos para comprar y viajar con Conexión Global.</p>
      </header>
      <ul className={content.cards} aria-label="Artículos">
        {ARTICLES.map((article) => (
          <Card as="li" key={article.id} gap="sm" aria-labelledby={`articulo-${article.id}`}>
            <span className={content.badgeInfo}>{article.category}</span>
            <h2 id={`articulo-${article.id}`} className={content.cardTitle}>
              {article.title}
            </h2>
            <p className={content.meta}>
              <time dateTime={article.date}>{formatDate(article.date)}</time>
            </p>
            <p className={content.muted}>{article.excerpt}</p>
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`articulo-${article.id}`}
                onPress={() =>
                  toast({
                    title: 'Artículo en camino',
                    description: 'Estamos terminando de escribir este artículo. ¡Vuelve pronto!',
                  })
                }
              >
                Leer más
              </Button>
            </div>
          </Card>
        ))}
      </ul>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
