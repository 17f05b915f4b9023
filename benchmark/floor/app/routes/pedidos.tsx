export const meta = () => [{ title: 'Floor' }];

export default function Index() {
  return (
    <main>
      <h1>Conexión Global</h1>
      <p>Una app Remix mínima en modo SPA.</p>
    </main>
  );
}
