import { usePageContext } from 'vike-react/usePageContext';
import { App } from '../../app/app';

export default function Page() {
  const { tenant, urlOriginal, locale } = usePageContext();
  return <App tenant={tenant} url={urlOriginal} locale={locale!} />;
}
