'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The router in a ref kept current at every render, for listeners added once on the document. */
export function useRouterRef() {
  const router = useRouter();
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });
  return routerRef;
}
