import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('groups')
@Index('UQ_groups_name_lower', { synchronize: false })
export class Group {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** Unique case-insensitively (expression index on lower(name) in the migration). */
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
