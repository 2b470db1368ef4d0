import { Migration } from '@mikro-orm/migrations';

export class Migration20261124153318_invitation_signup extends Migration {
  override async up(): Promise<void> {
    // The last invitation mail that could not be sent, shown to the admins with a resend button.
    this.addSql(`alter table "invitation" add column "mail_failed_at" timestamptz null;`);

    // A sign-up from an invitation's link: verifying that address accepts the invitation.
    this.addSql(`alter table "email_token" add column "invitation_id" uuid null;`);
    this.addSql(
      `alter table "email_token" add constraint "email_token_invitation_id_foreign" foreign key ("invitation_id") references "invitation" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_token" drop constraint "email_token_invitation_id_foreign";`);

    this.addSql(`alter table "email_token" drop column "invitation_id";`);

    this.addSql(`alter table "invitation" drop column "mail_failed_at";`);
  }
}
