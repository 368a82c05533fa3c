import { ListFilterDto } from '../../../common/http/list-filter.js';

/** The keys `GET /api/groups?filter=` accepts (q searches name or description). */
export class GroupListFilterDto extends ListFilterDto {}
