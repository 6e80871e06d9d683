import type { PageQuery } from '@workbench/contract/common';

export const pageOffset = ({ page, page_size }: PageQuery) => (page - 1) * page_size;
