package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"supabase_management_token": "sbp_a4ace7589adba4d6baeae1252166a96101904ec0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
