package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "Xr8YhWDfAjAosLpJLDotE1UlPE7Y0rB40oP117Orr9t4Y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
