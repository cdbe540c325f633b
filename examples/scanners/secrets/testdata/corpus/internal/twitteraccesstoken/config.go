package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "635032281118148121462273-wpskweoS0fSXqiBLbh7gYiIIN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
