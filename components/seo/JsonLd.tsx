import type { Graph, Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/json-ld';

/** A JSON-LD block (server-rendered, so crawlers read it without JavaScript), safely escaped. */
export function JsonLd({ data }: { data: Graph | WithContext<Exclude<Thing, string>> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
