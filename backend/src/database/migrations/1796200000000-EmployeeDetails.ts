import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * employee_details: one profile per user (the unique index settles two submits at once), the Aadhaar number only
 * encrypted. Changes need an audit row in the same transaction (the trigger of 1795317000000-AuditLog).
 */
export class EmployeeDetails1796200000000 implements MigrationInterface {
    name = 'EmployeeDetails1796200000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "employee_details" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "first_name" text NOT NULL,
                "last_name" text NOT NULL,
                "father_name" text NOT NULL,
                "email" text NOT NULL,
                "phone_number" text NOT NULL,
                "alternate_number" text,
                "qualification" text NOT NULL,
                "dob" date NOT NULL,
                "blood_group" text NOT NULL,
                "pan_no" text NOT NULL,
                "aadhaar_no_encrypted" bytea NOT NULL,
                "gender" text NOT NULL,
                "marital_status" text NOT NULL,
                "permanent_address" text NOT NULL,
                "current_address" text NOT NULL,
                "permanent_state" text NOT NULL,
                "current_state" text NOT NULL,
                "permanenet_state_pincode" text NOT NULL,
                "current_state_pincode" text NOT NULL,
                "resident_type" text NOT NULL,
                "relatives_number" text NOT NULL,
                "relatives_number_relation" text NOT NULL,
                "friends_number" text,
                "previous_employer_status" text NOT NULL,
                "previous_employer_company_name" text,
                "reference_phone_number" text,
                "previous_company_employment_start_date" date,
                "previous_company_employment_end_date" date,
                "reason_for_leaving_previous_company" text,
                "previous_employer_address" text,
                "dra_certificate_status" text NOT NULL,
                "dra_number" text,
                "dra_date_of_issue" date,
                "dra_photo_url" text,
                "self_photo_url" text NOT NULL,
                "aadhaar_photo_front_url" text NOT NULL,
                "aadhaar_photo_back_url" text NOT NULL,
                "pan_photo_url" text NOT NULL,
                "bank_name" text NOT NULL,
                "bank_account_number" text NOT NULL,
                "ifsc_code" text NOT NULL,
                "parking_required" boolean NOT NULL DEFAULT false,
                "vehicle_number" text,
                "last_working_date" date,
                "medical_info" text NOT NULL,
                "is_submitted" boolean NOT NULL DEFAULT false,
                "metadata" jsonb NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_a0a0a4a5e5b63b1bf07b5f89c1d" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_employee_details_user" ON "employee_details" ("user_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_employee_details_last_working_date" ON "employee_details" ("last_working_date") WHERE "last_working_date" IS NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE "employee_details"
            ADD CONSTRAINT "FK_employee_details_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        const call = `EXECUTE FUNCTION audit_row_required('employee_details')`;
        await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required" AFTER INSERT OR DELETE ON "employee_details" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${call}`);
        await queryRunner.query(
            `CREATE CONSTRAINT TRIGGER "audit_required_update" AFTER UPDATE ON "employee_details" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
             WHEN (to_jsonb(OLD) - 'updated_at' IS DISTINCT FROM to_jsonb(NEW) - 'updated_at') ${call}`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "employee_details"`);
    }
}
