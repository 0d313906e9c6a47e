import { useEffect } from 'react';
import { PRODUCT_NAME } from './product-mark';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
