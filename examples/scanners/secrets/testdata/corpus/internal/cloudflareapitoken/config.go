package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "U35EToJG8pAf4_Ob3jGz7o1LjMTsk0j9aiUDtKSU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
