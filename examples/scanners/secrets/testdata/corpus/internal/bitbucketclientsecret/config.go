package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "3bM3lxr98omQJKosP8j=cI2wvT8xvRcBHih5qGRqi5eqoxE-hKUt_7Es_NIagNvm",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
