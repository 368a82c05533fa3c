import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Group } from './group.entity.js';

/** An agent assigned to a group; an agent sees that group's customers. */
@Entity('agent_groups')
@Index('IDX_agent_groups_group', ['groupId'])
export class AgentGroup {
  @PrimaryColumn({ name: 'agent_id', type: 'integer' })
  agentId: number;

  @PrimaryColumn({ name: 'group_id', type: 'integer' })
  groupId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'agent_id' })
  agent: Relation<User>;

  @ManyToOne(() => Group, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group: Relation<Group>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
