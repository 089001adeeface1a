-- An inquiry that looks automated (the honeypot filled in, or sent sooner than a person could) is kept
-- as suspected spam instead of being dropped: a person can trip either check, and a lead must never
-- vanish. It gets the status 'spam' and the reason it was flagged; it is not e-mailed until the agency
-- moves it to the inbox. The new enum value is not used in this migration (PostgreSQL allows that only
-- after the transaction that adds it has committed).
CREATE TYPE "public"."inquiry_spam_reason" AS ENUM('honeypot', 'too-fast');--> statement-breakpoint
ALTER TYPE "public"."inquiry_status" ADD VALUE 'spam';--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "spam_reason" "inquiry_spam_reason";