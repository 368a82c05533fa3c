export { EmptyState } from '../EmptyState';
export { LoadErrorState } from '../LoadErrorState';
export { ListCard, ListCards, type ListCardField, type ListCardProps } from './ListCard';
export { ListFrame, type ListFrameProps } from './ListFrame';
export { DEFAULT_PAGE_SIZE, ListPagination, PAGE_SIZES, isPageSize, rangeText, type PageSize } from './ListPagination';
export { ListSkeleton } from './ListSkeleton';
export { ListToolbar } from './ListToolbar';
export { RaListFrame, RaListPagination, RaSearchBox } from './RaList';
export { usePhoneLayout } from './usePhoneLayout';
