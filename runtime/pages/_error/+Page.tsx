// Vike's error page. A 404 (prerendered as 404.html for static hosts) renders the normal shell,
// whose catch-all route shows the not-found page; a render error shows a plain message.
import { usePageContext } from 'vike-react/usePageContext';
import { App } from '../../app/app';

export default function Page() {
  const { tenant, urlOriginal, is404, locale } = usePageContext();
  if (is404 && tenant && locale) return <App tenant={tenant} url={urlOriginal} locale={locale!} />;
  return (
    <main style={{ padding: '2rem', textAlign: 'center' }}>
      <h1>500</h1>
      <p>{tenant?.brandName}</p>
    </main>
  );
}
