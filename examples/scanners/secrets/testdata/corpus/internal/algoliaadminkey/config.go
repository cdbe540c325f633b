package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "ba9db1b3cb6086d7fbd28acf748d6a66",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
