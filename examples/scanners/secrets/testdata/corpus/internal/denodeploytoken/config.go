package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"deno_deploy_token": "ddp_ENwcnftXVzttenoAvKTGahukTYon0YD2uWhi",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
