package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"gitlab_incoming_mail_token": "glimt-DsEJu80Vw9HuoF_utoTAD5iJz",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
