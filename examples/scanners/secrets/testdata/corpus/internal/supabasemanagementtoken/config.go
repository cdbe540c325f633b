package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"supabase_management_token": "sbp_31ee50961e8942f19445e3383c3cc9d509b11181",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
