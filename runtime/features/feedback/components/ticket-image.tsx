// A ticket's stored image: the call needs the member's token, so it is fetched (lib/api's client adds the token)
// and shown from an object URL, released when the image leaves the page.
import { useEffect, useState } from 'react';
import { getFeedbackImage } from '../api/feedback';

export function TicketImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    getFeedbackImage(url).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => {},
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? <img className="ticket__image" src={src} alt={alt} /> : <span className="ticket__image ticket__image--loading" role="img" aria-label={alt} />;
}
