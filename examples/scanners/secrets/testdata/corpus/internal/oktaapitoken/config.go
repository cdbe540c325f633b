package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"okta_api_token": "003bAk-bkmM1MJxkD_UmFlkW-5_2yw0sXQgqrhbi7i",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
