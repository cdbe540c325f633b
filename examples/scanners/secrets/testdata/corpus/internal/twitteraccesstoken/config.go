package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "071887305570178-ivQPWzmixFf9uCSnfu96Mssy8Z8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
