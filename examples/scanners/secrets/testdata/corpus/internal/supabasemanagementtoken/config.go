package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"supabase_management_token": "sbp_65bc98bb063fc1bbacdaf9c3b5ddc9c7e36fa880",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
