package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"google_oauth_access_token": "ya29.EqOZ_infaNQxEyk8wTtwkS_qni_AL9DtA6ihXh4GUH8yVTorkes7Ic3VvUnJXDwC9cTToqC0H",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
