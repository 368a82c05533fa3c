import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** `created_at` and `updated_at`, kept by TypeORM: the columns most tables close with. */
export abstract class TimestampedRecord {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** An integer `id` besides the timestamps: what most tables have in common. */
export abstract class NumberedRecord extends TimestampedRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;
}
