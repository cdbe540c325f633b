package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "SLDjGpKo6vzKQtBK3WkdkOxShd_kOMRfF3Lp8I8Q-9khBbgxXSuq0noaABT687Pn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
