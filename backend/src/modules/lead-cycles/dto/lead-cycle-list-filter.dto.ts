import { ListFilterDto } from '../../../common/http/list-filter.js';

/** The keys `GET /api/lead-cycles?filter=` accepts (q searches name or description). */
export class LeadCycleListFilterDto extends ListFilterDto {}
