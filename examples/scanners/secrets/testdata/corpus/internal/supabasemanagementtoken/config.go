package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"supabase_management_token": "sbp_f0b47d8f5f477459f003f3c01d3c5924f0b0b2fe",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
