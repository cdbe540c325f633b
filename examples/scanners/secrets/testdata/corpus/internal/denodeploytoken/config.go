package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"deno_deploy_token": "ddw_Plrc8NPWwLq9lsJXlBoySkhD84kx7M7XID4i",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
