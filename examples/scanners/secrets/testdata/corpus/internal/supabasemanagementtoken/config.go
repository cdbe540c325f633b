package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"supabase_management_token": "sbp_72ba1240dc48f6fb87cd3ada56fda836f21dc179",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
