CREATE TABLE "login_addresses" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_account_address_pk" PRIMARY KEY("account","address")
);
