export { HistoryPanel, HISTORY_EMPTY, HISTORY_ERROR } from './HistoryPanel';
