package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gitlab_oauth_app_secret": "gloas-T5C5TmYC9naueE4O2dbKa5OQ1Xo5j2JAhKGb2ma7RijC-zCTNbf5C84PqA2wKAjq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
