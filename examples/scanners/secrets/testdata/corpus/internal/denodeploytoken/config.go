package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"deno_deploy_token": "ddw_huy9HL46p2SyrqgkFTEqAQB6snwc4eWydoqV",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
