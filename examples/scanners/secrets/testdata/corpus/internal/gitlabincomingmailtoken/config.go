package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"gitlab_incoming_mail_token": "glimt-Pg7FBQAMm4d-fA4bUhbzqtra2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
