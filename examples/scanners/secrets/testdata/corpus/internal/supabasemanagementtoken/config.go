package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"supabase_management_token": "sbp_c8d7b4e2a6d906234554f7b94a536261e8f8172f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
